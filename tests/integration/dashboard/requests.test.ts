import { describe, expect, it, vi } from "vitest";
import { addDays, addMonths, today } from "~/kernel/contract/calendar";
import * as avenantPage from "~/features/dashboard/avenant";
import type { AvenantReview } from "~/features/dashboard/avenant.server";
import { avenantEffectiveDate } from "~/kernel/contract/contract-dates";
import { FALL_DETECTOR_CONSENT_REQUIRED } from "~/kernel/contract/services-form";
import * as terminationPage from "~/features/dashboard/termination";
import * as suspensionPage from "~/features/dashboard/suspension";
import * as homePage from "~/features/dashboard/home";
import { deviceFateWording } from "~/kernel/i18n/wording";
import { getT } from "~/kernel/i18n/i18next.server";
import { callJson, useSandbox } from "../sandbox/setup";
import { answer, args, CONTRACT, DASHBOARD, form, MARIE, PAUL } from "../../unit/dashboard/helpers";

/** The dashboard's requests (avenant, suspension, termination) against the sandbox handlers. */
const { store } = useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const post = async (path: string, fields: Record<string, string | string[]>, person = MARIE) =>
  args(`${DASHBOARD}${path}`, person, {}, { method: "POST", body: form(fields) });
const sandboxContract = async () => (await callJson("GET", `/__sandbox/contracts/${CONTRACT}`)).body;
const FIVE_DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"];

type Reply = { result: { status?: string; error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null } };

describe("avenant", () => {
  it("shows the price after without sending anything (intent price)", async () => {
    const result = await answer<Reply & { preview: { formula: string; price: unknown } }>(avenantPage.action(await post("/avenants", { visitDays: FIVE_DAYS, intent: "price" })));
    // The hub's rule: 99,50 € a month, 20 % VAT (16,58 €).
    expect(result.data.preview).toMatchObject({
      formula: "5J",
      options: ["ALARM_BUTTON"],
      price: { periods: [{ untilMonth: null, ttcPriceInCents: 9950, tvaAmountInCents: 1658, vat: [{ rate: 20, tvaAmountInCents: 1658 }] }] },
    });
    expect((await sandboxContract()).versions).toHaveLength(10);
  });

  it("reviews the new visit days before sending: the hub's new price and the day it takes effect, nothing sent", async () => {
    const fields = { visitDays: FIVE_DAYS, doctorName: "Lefèvre", doctorPhone: "0139501234", doctorCivility: "MRS" };
    const reviewed = await answer<Reply & { review: AvenantReview }>(avenantPage.action(await post("/avenants", fields)));
    expect(reviewed.status).toBe(200);
    // The hub's price (99,50 €, 20 % VAT) from the first day of next month (decision 100).
    expect(reviewed.data.review.services).toMatchObject({
      formula: "5J",
      effectiveDate: avenantEffectiveDate(today(), "2024-03-04"),
      price: { periods: [{ untilMonth: null, ttcPriceInCents: 9950, tvaAmountInCents: 1658 }] },
    });
    expect(reviewed.data.review.services?.effectiveDate).toMatch(/^\d{4}-\d{2}-01$/);
    expect(reviewed.data.review.doctor).toEqual({ doctorCivility: "MRS", doctorName: "Lefèvre", doctorPhone: "0139501234" });
    expect((await sandboxContract()).versions).toHaveLength(10);

    // "Modifier": back to the form with the values posted, nothing sent.
    const back = await answer<Reply & { review: unknown }>(avenantPage.action(await post("/avenants", { ...fields, step: "confirm", intent: "change" })));
    expect(back.data.review).toBeNull();
    expect(back.data.result.initialValue).toMatchObject({ visitDays: FIVE_DAYS, doctorName: "Lefèvre" });
    expect((await sandboxContract()).versions).toHaveLength(10);

    // "Confirmer": sent, a new version 32 at 99,50 €, the reference and the day it takes effect on the page.
    const result = await answer(avenantPage.action(await post("/avenants", { ...fields, step: "confirm" })));
    expect(result.status).toBe(302);
    expect(result.location).toMatch(new RegExp(`^/services-seniors/contrat/${CONTRACT}/tableau-de-bord/avenants\\?demande=AVENANT-[^&]+&effet=\\d{4}-\\d{2}-\\d{2}$`));
    const contract = await sandboxContract();
    expect(contract.lastVersion).toMatchObject({ version: 32, delivery: { formula: "5J", visitDays: FIVE_DAYS }, payment: { ttcPriceInCents: 9950 } });
    expect(contract.requests.at(-1)).toMatchObject({ effectiveDate: reviewed.data.review.services?.effectiveDate });
    const page = await answer<{ done: { reference: string; version: number; effectiveDate: string } }>(avenantPage.loader(await args(`http://localhost${result.location}`, MARIE)));
    expect(page.data.done).toMatchObject({ version: 32, reference: expect.stringMatching(/^AVENANT-/), effectiveDate: reviewed.data.review.services?.effectiveDate });
  });

  it("refuses a request that changes nothing, and a half doctor, keeping what was typed", async () => {
    const same = await answer<Reply>(avenantPage.action(await post("/avenants", { visitDays: ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"] })));
    expect(same.data.result.error).toMatchObject({ "": ["dashboard:errors.noChange"] });
    const half = await answer<Reply>(avenantPage.action(await post("/avenants", { visitDays: FIVE_DAYS, doctorName: "Durand" })));
    expect(half.data.result.error).toMatchObject({ doctorPhone: ["dashboard:errors.doctorIncomplete"] });
    expect(half.data.result.initialValue).toMatchObject({ doctorName: "Durand", visitDays: FIVE_DAYS });
  });

  it("an upstream failure keeps every value typed and says so", async () => {
    await callJson("POST", "/__sandbox/faults", { method: "POST", path: `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/avenant`, status: 500 });
    const result = await answer<Reply>(avenantPage.action(await post("/avenants", { visitDays: FIVE_DAYS, accountOwner: "Marie Dupont-Leroy", step: "confirm" })));
    expect(result.data.result.error).toMatchObject({ "": ["dashboard:errors.sendFailed"] });
    expect(result.data.result.initialValue).toMatchObject({ accountOwner: "Marie Dupont-Leroy", visitDays: FIVE_DAYS });
  });

  it("the price comes from the hub: its quote failing gives a message, never a second computation, and keeps what was typed", async () => {
    await callJson("POST", "/__sandbox/faults", { method: "POST", path: `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/avenant/quote`, status: 500 });
    const result = await answer<Reply & { review: unknown; preview: { price: unknown } }>(avenantPage.action(await post("/avenants", { visitDays: FIVE_DAYS })));
    expect(result.data.review).toBeNull();
    expect(result.data.preview.price).toBeNull();
    expect(result.data.result.error).toMatchObject({ "": ["dashboard:errors.sendFailed"] });
    expect(result.data.result.initialValue).toMatchObject({ visitDays: FIVE_DAYS });
  });

  it("adding the fall detector needs the health-data consent, as in the journey; with it: priced 7 € more, a new version, the bracelet lent", async () => {
    const days = ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"];
    const preview = await answer<Reply & { preview: { price: { periods: unknown[] } } }>(avenantPage.action(await post("/avenants", { visitDays: days, options: ["FALL_DETECTOR_BRACELET"], intent: "price" })));
    expect(preview.data.preview).toMatchObject({ formula: "4J", options: ["ALARM_BUTTON", "FALL_DETECTOR_BRACELET"], price: { periods: [{ untilMonth: null, ttcPriceInCents: 8960 }] } });
    // Without the box ticked: the journey's message next to the box, the values kept, nothing sent, even on a confirmation.
    for (const step of [{}, { step: "confirm" }] as Record<string, string>[]) {
      const refused = await answer<Reply & { review: unknown }>(avenantPage.action(await post("/avenants", { visitDays: days, options: ["FALL_DETECTOR_BRACELET"], ...step })));
      expect(refused.data.result.error).toMatchObject({ healthConsent: [FALL_DETECTOR_CONSENT_REQUIRED] });
      expect(refused.data.review).toBeNull();
      expect(refused.data.result.initialValue).toMatchObject({ visitDays: days, options: "FALL_DETECTOR_BRACELET" });
    }
    expect((await sandboxContract()).versions).toHaveLength(10);
    // The hub refuses it too.
    const direct = await callJson("POST", `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/avenant?system=LPFR`, { delivery: { options: ["ALARM_BUTTON", "FALL_DETECTOR_BRACELET"] } });
    expect(direct.status).toBe(400);

    const consent = { visitDays: days, options: ["FALL_DETECTOR_BRACELET"], healthConsent: "on" };
    const reviewed = await answer<Reply & { review: AvenantReview }>(avenantPage.action(await post("/avenants", consent)));
    expect(reviewed.data.review).toMatchObject({ addsFallDetector: true, healthConsent: true, services: { price: { periods: [{ ttcPriceInCents: 8960 }] } } });
    const sent = await answer(avenantPage.action(await post("/avenants", { ...consent, step: "confirm" })));
    expect(sent.status).toBe(302);
    const contract = await sandboxContract();
    expect(contract.requests.at(-1).body).toEqual({ healthDataConsent: true, delivery: { options: ["ALARM_BUTTON", "FALL_DETECTOR_BRACELET"] } });
    expect(contract.lastVersion).toMatchObject({ version: 32, delivery: { formula: "4J", options: ["ALARM_BUTTON", "FALL_DETECTOR_BRACELET"] }, payment: { ttcPriceInCents: 8960 } });
    expect(contract.lastVersion.devices.map((device: { kind: string }) => device.kind)).toContain("FALL_DETECTOR_BRACELET");
    // The review said what the hub records: the same prices.
    const prices = (periods: { untilMonth: number | null; ttcPriceInCents: number; vat: unknown }[]) => periods.map(({ untilMonth, ttcPriceInCents, vat }) => ({ untilMonth, ttcPriceInCents, vat }));
    expect(prices(contract.lastVersion.price.periods)).toEqual(prices(reviewed.data.review.services!.price!.periods as never));
    // Removing it again: no consent asked, back to 82,60 €, the bracelet taken back.
    await avenantPage.action(await post("/avenants", { visitDays: days, step: "confirm" }));
    const after = (await sandboxContract()).lastVersion;
    expect(after).toMatchObject({ version: 33, delivery: { options: ["ALARM_BUTTON"] }, payment: { ttcPriceInCents: 8260 } });
    expect(after.devices.map((device: { kind: string }) => device.kind)).not.toContain("FALL_DETECTOR_BRACELET");
  });

  it("refuses an option the remote assistance does not offer (geofencing on a landline), keeping what was typed", async () => {
    const result = await answer<Reply>(avenantPage.action(await post("/avenants", { visitDays: FIVE_DAYS, options: ["GEOFENCING"] })));
    expect(result.data.result.error).toMatchObject({ options: ["dashboard:errors.optionUnavailable"] });
    expect(result.data.result.initialValue).toMatchObject({ visitDays: FIVE_DAYS, options: "GEOFENCING" });
    expect((await sandboxContract()).versions).toHaveLength(10);
  });

  it("another client cannot post an avenant on marie's contract", async () => {
    const result = await answer(avenantPage.action(await post("/avenants", { visitDays: FIVE_DAYS, step: "confirm" }, PAUL)));
    expect(result.status).toBe(404);
    expect((await sandboxContract()).versions).toHaveLength(10);
  });
});

describe("avenant of the trusted contacts", () => {
  const neighbour = {
    part: "contacts",
    "contacts[0].order": "1",
    "contacts[0].civility": "MR",
    "contacts[0].firstName": "Michel",
    "contacts[0].lastName": "Leroy",
    "contacts[0].mobilePhone": "06 12 34 56 78",
    "contacts[0].contactType": "NEIGHBOUR",
    "contacts[0].travelTimeInMinutes": "5",
    "contacts[0].streetName": "10 rue de la Paroisse",
    "contacts[0].codePostal": "78000",
    "contacts[0].city": "Versailles",
    "contacts[0].country": "FRANCE",
    "contacts[0].hasKeys": "on",
    "contacts[0].over18": "on",
  };

  it("shows the contract's contacts in the journey's contact form", async () => {
    const page = await answer<{ contacts: Record<string, unknown>[] }>(avenantPage.loader(await args(`${DASHBOARD}/avenants`, MARIE)));
    expect(page.data.contacts).toEqual([
      expect.objectContaining({
        civility: "MR",
        firstName: "Michel",
        lastName: "Leroy",
        mobilePhone: "0687654321",
        contactType: "NEIGHBOUR",
        travelTimeInMinutes: 5,
        streetName: "10 RUE DE LA PAROISSE",
        codePostal: "78000",
        city: "VERSAILLES",
        country: "FRANCE",
        hasKeys: true,
      }),
    ]);
  });

  it("sends the whole new list: a new version with the contacts as typed", async () => {
    const result = await answer(avenantPage.action(await post("/avenants", neighbour)));
    expect(result.status).toBe(302);
    const contract = await sandboxContract();
    expect(contract.lastVersion.version).toBe(32);
    expect(contract.lastVersion.trustedContact).toEqual([
      expect.objectContaining({ order: 1, firstName: "Michel", lastName: "Leroy", contactType: "NEIGHBOUR", hasKeys: true, travelTimeInMinutes: 5, phoneNumbers: [{ type: "MOBILE", number: "0612345678" }], L6: "78000 VERSAILLES" }),
    ]);
    expect(contract.lastVersion.trustedContact[0].modified).toBe(true);
  });

  it("adds a contact with the list button: nothing sent, every value kept", async () => {
    const intent = JSON.stringify({ type: "insert", payload: { name: "contacts", defaultValue: { country: "FRANCE" } } });
    const result = await answer<Reply & { part: string }>(avenantPage.action(await post("/avenants", { ...neighbour, __intent__: intent })));
    expect(result.data.part).toBe("contacts");
    const contacts = (result.data.result.initialValue as { contacts: Record<string, unknown>[] }).contacts;
    expect(contacts).toHaveLength(2);
    expect(contacts[0]).toMatchObject({ firstName: "Michel", mobilePhone: "06 12 34 56 78" });
    expect((await sandboxContract()).versions).toHaveLength(10);
  });

  it("refuses a contact without any phone (a landline or a mobile), keeping what was typed, in the journey's words", async () => {
    const result = await answer<Reply>(avenantPage.action(await post("/avenants", { ...neighbour, "contacts[0].mobilePhone": "", "contacts[0].landlinePhone": "" })));
    expect(result.data.result.error).toMatchObject({ "contacts[0].landlinePhone": ["phone.oneRequired"] });
    expect(result.data.result.initialValue).toMatchObject({ contacts: [expect.objectContaining({ firstName: "Michel", city: "Versailles" })] });
    expect((await sandboxContract()).versions).toHaveLength(10);
  });
});

describe("suspension", () => {
  const start = addDays(today(), 7);
  const end = addDays(today(), 20);

  it("suspends for a period: a confirmation page with the reference, and the home shows it", async () => {
    const result = await answer(suspensionPage.action(await post("/suspendre-contrat", { startDate: start, endDate: end, reason: "HOSPITALISATION" })));
    expect(result.location).toMatch(/suspendre-contrat\?demande=SUSPENSION-/);
    const confirmation = await answer<{ reference: string; period: { startDate: string; endDate: string } }>(
      suspensionPage.loader(await args(`http://localhost${result.location}`, MARIE)),
    );
    expect(confirmation.data).toMatchObject({ reference: expect.stringMatching(/^SUSPENSION-/), period: { startDate: start, endDate: end } });
    const home = await answer<{ contract: { state: string; suspension: unknown } }>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(home.data.contract).toMatchObject({ state: "suspensionPlanned", suspension: { startDate: start, endDate: end, reason: "HOSPITALISATION" } });
  });

  it("refuses a start in the past and keeps the dates typed", async () => {
    const result = await answer<Reply>(suspensionPage.action(await post("/suspendre-contrat", { startDate: addDays(today(), -1), endDate: end, reason: "HOLIDAYS" })));
    expect(result.data.result.error).toMatchObject({ startDate: ["dashboard:errors.startInPast"] });
    expect(result.data.result.initialValue).toMatchObject({ endDate: end });
  });

  it("refuses a start more than 12 months ahead before anything is sent, and the form says the latest day", async () => {
    const { body: before } = await callJson<{ requests: unknown[] }>("GET", `/__sandbox/contracts/${CONTRACT}`);
    for (const startDate of ["9999-12-31", addDays(today(), 400)]) {
      const result = await answer<Reply>(suspensionPage.action(await post("/suspendre-contrat", { startDate, endDate: startDate, reason: "HOLIDAYS" })));
      expect(result.data.result.error).toMatchObject({ startDate: ["dashboard:errors.startTooFar"] });
      expect(result.data.result.initialValue).toMatchObject({ startDate });
    }
    const { body: after } = await callJson<{ requests: unknown[] }>("GET", `/__sandbox/contracts/${CONTRACT}`);
    expect(after.requests).toHaveLength(before.requests.length);
    const page = await answer<{ latestStart: string }>(suspensionPage.loader(await args(`${DASHBOARD}/suspendre-contrat`, MARIE)));
    expect(page.data.latestStart).toBe(addMonths(today(), 12));
  });

  it("a time-out keeps the values and says so", async () => {
    await callJson("POST", "/__sandbox/faults", { method: "POST", path: `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/suspension`, timeout: true });
    const result = await answer<Reply>(suspensionPage.action(await post("/suspendre-contrat", { startDate: start, endDate: end, reason: "HOLIDAYS" })));
    expect(result.data.result.error).toMatchObject({ "": ["dashboard:errors.sendTimeout"] });
    expect(result.data.result.initialValue).toMatchObject({ startDate: start, endDate: end, reason: "HOLIDAYS" });
  });
});

describe("termination", () => {
  // Marie's contract started on 4 March 2024: beyond its initial period, a month's notice (CGV art. 6).
  const end = addMonths(today(), 1);

  it("states the earliest end by the contract's terms before anything is asked, and starts the form from it", async () => {
    const page = await answer<{ earliestEnd: string }>(terminationPage.loader(await args(`${DASHBOARD}/resilier-contrat`, MARIE)));
    expect(page.data.earliestEnd).toBe(addMonths(today(), 1));
  });

  it("a contract started last month ends at the earliest on the last day of its 12-month initial period: an earlier end is refused before anything is sent", async () => {
    const startDate = addMonths(today(), -1);
    for (const version of store.state.hubContracts[CONTRACT]!) version.delivery.startDate = startDate;
    const earliest = addDays(addMonths(startDate, 12), -1);
    const page = await answer<{ earliestEnd: string }>(terminationPage.loader(await args(`${DASHBOARD}/resilier-contrat`, MARIE)));
    expect(page.data.earliestEnd).toBe(earliest);
    const refused = await answer<Reply & { review: unknown }>(terminationPage.action(await post("/resilier-contrat", { endDate: addDays(earliest, -1), reason: "OTHER" })));
    expect(refused.data.result.error).toMatchObject({ endDate: ["dashboard:errors.endBeforeEarliest"] });
    expect(refused.data.review).toBeNull();
    // The hub holds to the same terms.
    const hub = await callJson("POST", `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/termination?system=LPFR`, { requestedDate: addDays(earliest, -1) });
    expect(hub.status).toBe(422);
    expect((await sandboxContract()).requests).toHaveLength(0);
    // On the earliest day, it is reviewed; sooner only for a legitimate reason, without notice.
    const onTime = await answer<Reply & { review: unknown }>(terminationPage.action(await post("/resilier-contrat", { endDate: earliest, reason: "OTHER" })));
    expect(onTime.data.review).toMatchObject({ endDate: earliest });
    const early = await answer<Reply & { review: unknown }>(terminationPage.action(await post("/resilier-contrat", { endDate: addDays(today(), 3), earlyEnd: "on", reason: "BENEFICIARY_DEATH" })));
    expect(early.data.review).toMatchObject({ earlyEnd: true });
  });

  it("checks, shows back for confirmation without sending, then sends on confirmation", async () => {
    const review = await answer<Reply & { review: { endDate: string; reason: string } }>(terminationPage.action(await post("/resilier-contrat", { endDate: end, reason: "BENEFICIARY_ESTABLISHMENT" })));
    expect(review.data.review).toEqual({ endDate: end, earlyEnd: false, reason: "BENEFICIARY_ESTABLISHMENT" });
    expect((await sandboxContract()).requests).toHaveLength(0);
    const change = await answer<Reply & { review: unknown }>(terminationPage.action(await post("/resilier-contrat", { endDate: end, reason: "BENEFICIARY_ESTABLISHMENT", step: "confirm", intent: "change" })));
    expect(change.data.review).toBeNull();
    expect((await sandboxContract()).requests).toHaveLength(0);
    const confirmed = await answer(terminationPage.action(await post("/resilier-contrat", { endDate: end, reason: "BENEFICIARY_ESTABLISHMENT", step: "confirm" })));
    expect(confirmed.location).toMatch(/resilier-contrat\?demande=RESILIATION-/);
    expect((await sandboxContract()).lastVersion.legalInfo).toMatchObject({ terminationRequestDate: end, terminationReason: "BENEFICIARY_ESTABLISHMENT" });
    const page = await answer<{ requested: string; receivedAt: string; devices: { onTermination: string }[] }>(terminationPage.loader(await args(`http://localhost${confirmed.location}`, MARIE)));
    expect(page.data).toMatchObject({ requested: end, devices: [{ onTermination: "RETURN" }, { onTermination: "RETURN" }] });
    // The acknowledgement's date and time: the instant the hub received the request.
    expect(Date.now() - Date.parse(page.data.receivedAt)).toBeLessThan(60_000);
  });

  it("a bracelet ordered today is not yet to be returned: the page says so until the warehouse has sent it", async () => {
    const days = ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"];
    await avenantPage.action(await post("/avenants", { visitDays: days, options: ["FALL_DETECTOR_BRACELET"], healthConsent: "on", step: "confirm" }));
    type Page = { devices: { kind: string; onTermination: string; shipment: string }[] };
    const page = await answer<Page>(terminationPage.loader(await args(`${DASHBOARD}/resilier-contrat`, MARIE)));
    expect(page.data.devices.map(({ kind, shipment }) => [kind, shipment])).toEqual([
      ["TRANSMITTER", "SHIPPED"],
      ["ALARM_BUTTON", "SHIPPED"],
      ["FALL_DETECTOR_BRACELET", "ORDERED"],
    ]);
    const fates = page.data.devices.map((device) => getT("fr")(deviceFateWording(device).key));
    expect(fates).toEqual([
      "à renvoyer dans l'emballage prépayé que nous vous adressons",
      "à renvoyer dans l'emballage prépayé que nous vous adressons",
      "pas encore expédié : rien à renvoyer tant qu'il ne vous est pas parvenu",
    ]);
    // The next day the warehouse has sent it: to be returned like the others.
    const versions = store.state.hubContracts[CONTRACT]!;
    for (const device of versions.at(-1)!.devices!) if (device.orderedOn) device.orderedOn = addDays(today(), -1);
    const later = await answer<Page>(terminationPage.loader(await args(`${DASHBOARD}/resilier-contrat`, MARIE)));
    expect(later.data.devices.map((device) => device.shipment)).toEqual(["SHIPPED", "SHIPPED", "SHIPPED"]);
  });

  it("a second termination is said to be already requested", async () => {
    await terminationPage.action(await post("/resilier-contrat", { endDate: end, reason: "OTHER", step: "confirm" }));
    const again = await answer<Reply>(terminationPage.action(await post("/resilier-contrat", { endDate: end, reason: "OTHER", step: "confirm" })));
    expect(again.data.result.error).toMatchObject({ "": ["dashboard:errors.alreadyTerminated"] });
  });
});
