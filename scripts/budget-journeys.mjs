// Walks subscription journeys over plain HTTP (as a browser without JavaScript would) up to the
// summary and returns each journey's cookie: the budget measures journey pages as the people in
// the middle of their subscriptions see them, each with their own cookie and people data.
// Visits only (two days a week), so the steps are Vos services, Bénéficiaire, Souscripteur, the
// summary, then the payment (etape6), where each journey stands; the earlier steps stay open to
// it. Nothing is kept between runs: every run creates its journeys afresh.
import { journeyPeople } from "./budget-lib.mjs";

const JOURNEY = "/services-seniors/souscription";
const SERVICES = { visitDays: ["MONDAY", "THURSDAY"], remote: "NONE", type: "STANDARD" };

function formBody(fields) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return body;
}

function journeyCookieOf(response, previous) {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith("vsmp="));
  return set ? set.split(";")[0] : previous;
}

/** Returns "vsmp=…" for journey number `index`, standing on the payment page (etape6). */
export async function walkJourney(baseUrl, index) {
  const people = journeyPeople(index);
  let cookie = "";
  for (const [slug, fields] of [["etape1", SERVICES], ["etape2", people.recipient], ["etape4", people.subscriber]]) {
    const response = await fetch(`${baseUrl}${JOURNEY}/${slug}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl, ...(cookie ? { cookie } : {}) },
      body: formBody(fields),
    });
    cookie = journeyCookieOf(response, cookie);
    await response.arrayBuffer();
    if (response.status !== 302) throw new Error(`journey ${index}: step ${slug} answered ${response.status}, not a redirect`);
  }
  const summary = await fetch(`${baseUrl}${JOURNEY}/etape5`, { headers: { cookie }, redirect: "manual" });
  await summary.arrayBuffer();
  if (summary.status !== 200) throw new Error(`journey ${index}: the summary answered ${summary.status}`);
  cookie = journeyCookieOf(summary, cookie);
  const confirmed = await fetch(`${baseUrl}${JOURNEY}/etape5`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl, cookie },
    body: "",
  });
  await confirmed.arrayBuffer();
  if (confirmed.status !== 302) throw new Error(`journey ${index}: the summary's submit answered ${confirmed.status}`);
  return journeyCookieOf(confirmed, cookie);
}

/** `count` distinct journeys, `concurrency` walked at a time; their cookies in order. */
export async function walkJourneys(baseUrl, count, { concurrency = 8, onProgress = () => {} } = {}) {
  const cookies = new Array(count);
  let next = 0;
  let done = 0;
  async function walker() {
    while (next < count) {
      const index = next++;
      cookies[index] = await walkJourney(baseUrl, index);
      done += 1;
      if (done % 100 === 0) onProgress(done);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, walker));
  return cookies;
}
