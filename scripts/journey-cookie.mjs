// Walks the subscription journey over plain HTTP (as a browser without JavaScript would) and
// returns the journey cookie once the summary is reached: the budget measures journey pages as a
// person in the middle of a subscription sees them. Visits only (two days a week), so the steps
// are Vos services, Bénéficiaire, Souscripteur, then the summary.

const STEPS = [
  ["etape1", { visitDays: ["MONDAY", "THURSDAY"], remote: "NONE", type: "STANDARD" }],
  [
    "etape2",
    {
      civility: "MRS",
      firstName: "Jeanne",
      lastName: "Durand",
      birthDate: "1940-03-12",
      landlinePhone: "01 23 45 67 89",
      phoneInstallationType: "BOX",
      streetName: "12 rue des Lilas",
      codePostal: "75015",
      city: "Paris",
      country: "FRANCE",
      subscribersRelationship: "CHILD",
    },
  ],
  [
    "etape4",
    {
      civility: "MRS",
      firstName: "Claire",
      lastName: "Durand",
      email: "claire.durand@example.fr",
      mobilePhone: "06 98 76 54 32",
      streetName: "3 avenue Victor Hugo",
      codePostal: "69003",
      city: "Lyon",
      country: "FRANCE",
      acceptTerms: "on",
    },
  ],
];

function formBody(fields) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return body;
}

function journeyCookieOf(response, previous) {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith("vsmp="));
  return set ? set.split(";")[0] : previous;
}

/** Returns "vsmp=…" for a journey standing on the summary (etape5). */
export async function journeyCookieAtSummary(baseUrl) {
  let cookie = "";
  for (const [slug, fields] of STEPS) {
    const response = await fetch(`${baseUrl}/services-seniors/souscription/${slug}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl, ...(cookie ? { cookie } : {}) },
      body: formBody(fields),
    });
    cookie = journeyCookieOf(response, cookie);
    if (response.status !== 302) throw new Error(`journey step ${slug} answered ${response.status}, not a redirect`);
  }
  const summary = await fetch(`${baseUrl}/services-seniors/souscription/etape5`, { headers: { cookie }, redirect: "manual" });
  return journeyCookieOf(summary, cookie);
}
