import { beforeEach, describe, expect, it, vi } from "vitest";
import * as attestationDownload from "~/features/dashboard/attestation-pdf";
import * as attestationsPage from "~/features/dashboard/attestations";
import * as avenantPage from "~/features/dashboard/avenant";
import * as familyPage from "~/features/dashboard/family";
import * as geolocationPage from "~/features/dashboard/geolocation";
import * as homePage from "~/features/dashboard/home";
import * as invoiceDownload from "~/features/dashboard/invoice-pdf";
import * as invoicesPage from "~/features/dashboard/invoices";
import * as reportPhoto from "~/features/dashboard/report-photo";
import * as reportsPage from "~/features/dashboard/reports";
import * as suspensionPage from "~/features/dashboard/suspension";
import * as terminationPage from "~/features/dashboard/termination";
import * as terminationAcknowledgement from "~/features/dashboard/termination-acknowledgement-pdf";
import * as versionDownload from "~/features/dashboard/version-pdf";
import * as versionsPage from "~/features/dashboard/versions";
import * as followPage from "~/features/family/relative";
import * as followPhoto from "~/features/family/report-photo";
import * as invitationPage from "~/features/family/invitation";
import * as followedList from "~/features/family/follow-up";
import * as contractsPage from "~/features/dashboard/contracts";
import * as webhook from "~/features/dashboard/alerts-webhook";
import { config } from "~/kernel/platform/config.server";
import { localeCookie } from "~/kernel/sessions/cookies.server";
import { createHmac } from "node:crypto";
import type { VsmpUser } from "~/kernel/auth/user.server";
import { callJson, useSandbox } from "../sandbox/setup";
import { answer, args, CONTRACT, DASHBOARD, form, MARIE, PAUL, user } from "../../unit/dashboard/helpers";

/** The family circle: the owner's page, the relative's guard, accept and follow, against the sandbox handlers. */
const { store } = useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));
const mails: { to: string; subject: string; text: string }[] = [];
vi.mock("~/kernel/platform/mailer.server", () => ({
  sendMail: vi.fn(async (mail: { to: string; subject: string; text: string }) => {
    mails.push(mail);
  }),
}));
beforeEach(() => {
  mails.length = 0;
});

const person = user;
const LUC = person("300001", "luc.dupont@example.fr", "Luc", "Dupont");
const NEW = person("300099", "julie.martin@example.fr", "Julie", "Martin");
const FOLLOW = `http://localhost/services-seniors/suivi/${CONTRACT}`;

const post = async (path: string, fields: Record<string, string | string[]>, who: VsmpUser = MARIE) => args(`${DASHBOARD}${path}`, who, {}, { method: "POST", body: form(fields) });
const fault = (fault: Record<string, unknown>) => callJson("POST", "/__sandbox/faults", fault);
const tokenOf = (text: string) => /jeton=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

describe("a relative gets 403 'Not allowed' on every owner page, PDF and action of the contract", () => {
  const PAGES = [
    ["home (price, IBAN)", homePage.loader, "", {}],
    ["versions (contract documents)", versionsPage.loader, "/versions", {}],
    ["a version's PDF", versionDownload.loader, "/versions/1", { version: "1" }],
    ["invoices", invoicesPage.loader, "/factures", {}],
    ["an invoice's PDF", invoiceDownload.loader, "/factures/F1", { document: "F1" }],
    ["attestations", attestationsPage.loader, "/attestations", {}],
    ["an attestation's PDF", attestationDownload.loader, "/attestations/A1", { document: "A1" }],
    ["reports (owner's)", reportsPage.loader, "/comptes-rendus", {}],
    ["a report's photo (owner's)", reportPhoto.loader, `/comptes-rendus/${CONTRACT}-20260105/photo`, { report: `${CONTRACT}-20260105` }],
    ["avenant", avenantPage.loader, "/avenants", {}],
    ["suspension", suspensionPage.loader, "/suspendre-contrat", {}],
    ["termination", terminationPage.loader, "/resilier-contrat", {}],
    ["a termination's acknowledgement PDF", terminationAcknowledgement.loader, `/resilier-contrat/accuse-de-reception/RESILIATION-${CONTRACT}-1-abc`, { reference: `RESILIATION-${CONTRACT}-1-abc` }],
    ["relatives", familyPage.loader, "/proches", {}],
    ["geolocation", geolocationPage.loader, "/geolocalisation", {}],
  ] as const;

  it.each(PAGES)("%s", async (_, loader, path, params) => {
    const result = await answer(loader(await args(`${DASHBOARD}${path}`, LUC, params)));
    expect(result.status).toBe(403);
    // Paul, a stranger, still reads an unknown number (decision 073).
    const stranger = await answer(loader(await args(`${DASHBOARD}${path}`, PAUL, params)));
    expect(stranger.status).toBe(404);
  });

  const ACTIONS = [
    ["avenant", avenantPage.action, "/avenants", { visitDays: ["MONDAY"], intent: "send" }],
    ["suspension", suspensionPage.action, "/suspendre-contrat", { startDate: "2030-01-01", endDate: "2030-01-10", reason: "HOLIDAYS" }],
    ["termination", terminationPage.action, "/resilier-contrat", { endDate: "2030-01-01", reason: "OTHER" }],
    ["invite a relative", familyPage.action, "/proches", { intent: "invite", firstName: "A", lastName: "B", email: "a@example.fr", relationship: "CHILD" }],
    ["revoke a relative", familyPage.action, "/proches", { intent: "revoke", relativeId: `REL-${CONTRACT}-1` }],
    ["geolocation", geolocationPage.action, "/geolocalisation", { intent: "confirm", radiusInMeters: "1000", homeAddress: "1 rue de Paris" }],
  ] as const;

  it.each(ACTIONS)("%s (action): nothing sent", async (_, action, path, fields) => {
    const before = (await callJson("GET", `/__sandbox/contracts/${CONTRACT}`)).body.versions.length;
    const result = await answer(action(await post(path, fields as Record<string, string | string[]>, LUC)));
    expect(result.status).toBe(403);
    expect((await callJson("GET", `/__sandbox/contracts/${CONTRACT}`)).body.versions.length).toBe(before);
  });
});

describe("mail content is data, and invitation mails are counted", () => {
  type Refused = { result: { error: Record<string, string[]>; initialValue: Record<string, string> }; refusal: { retryAt: string } | null };
  const invitation = (fields: Record<string, string>) => ({ intent: "invite", firstName: "Julie", lastName: "Martin", email: "julie.martin@example.fr", relationship: "CHILD", ...fields });

  it("refuses a name with a new line, a link or markup, saying why on its field, keeping what was typed; nothing invited, nothing mailed", async () => {
    const cases = [
      [{ lastName: "Test\nhttp://evil.example/x" }, "lastName", "family:errors.nameControl"],
      [{ firstName: "Julie\tMartin" }, "firstName", "family:errors.nameControl"],
      [{ lastName: "Cliquez sur www.evil.example" }, "lastName", "family:errors.nameLink"],
      [{ firstName: "evil.example" }, "firstName", "family:errors.nameLink"],
      [{ lastName: "<b>Martin</b>" }, "lastName", "family:errors.nameMarkup"],
    ] as const;
    for (const [fields, field, key] of cases) {
      const refused = await answer<Refused>(familyPage.action(await post("/proches", invitation(fields))));
      expect(refused.data.result.error, JSON.stringify(fields)).toEqual({ [field]: [key] });
      // A form's line breaks come back as the browser sends them (CR LF).
      expect(refused.data.result.initialValue[field]!.replace(/\r\n/g, "\n")).toBe((fields as Record<string, string>)[field]);
      expect(refused.data.result.initialValue.email).toBe("julie.martin@example.fr");
    }
    expect(mails).toHaveLength(0);
    expect((await callJson("GET", `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/family`)).body.relatives).toHaveLength(2);
  });

  it("sends ten invitation mails a day for the contract (invitations and re-sends); the next is refused with when, what was typed kept", async () => {
    for (let i = 0; i < 5; i++) expect((await answer(familyPage.action(await post("/proches", invitation({ email: `julie${i}@example.fr` }))))).location).toContain("fait=invited");
    const { body } = await callJson("GET", `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/family`);
    const julie = body.relatives.find((relative: { email: string }) => relative.email === "julie0@example.fr");
    for (let i = 0; i < 5; i++) expect((await answer(familyPage.action(await post("/proches", { intent: "resend", relativeId: julie.id })))).location).toContain("fait=resent");
    expect(mails).toHaveLength(10);
    const refused = await answer<Refused>(familyPage.action(await post("/proches", invitation({ email: "julie10@example.fr" }))));
    expect(refused.data.result.error).toEqual({ "": ["family:errors.tooManyInvitations"] });
    expect(refused.data.result.initialValue).toMatchObject({ firstName: "Julie", email: "julie10@example.fr" });
    expect(Date.parse(refused.data.refusal!.retryAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const resent = await answer<Refused>(familyPage.action(await post("/proches", { intent: "resend", relativeId: julie.id })));
    expect(resent.data.result.error).toEqual({ "": ["family:errors.tooManyInvitations"] });
    expect(resent.data.refusal?.retryAt).toEqual(refused.data.refusal!.retryAt);
    expect(mails).toHaveLength(10);
  });

  it("puts every value in the invitation mail as one line of text, whatever the hub holds", async () => {
    const versions = store.state.hubContracts[CONTRACT]!;
    versions[versions.length - 1]!.subscriber.lastName = "Dupont\r\n\r\nhttp://evil.example/x";
    expect((await answer(familyPage.action(await post("/proches", invitation({}))))).location).toContain("fait=invited");
    const [mail] = mails;
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.text).toContain("Marie Dupont http://evil.example/x vous invite");
    expect(mail!.text.split("\n").filter((line) => line.includes("evil.example"))).toHaveLength(1);
  });
});

describe("the owner's 'Mes proches' page", () => {
  it("lists Luc following since January and Sophie's invitation expired, with what may be done", async () => {
    const result = await answer<{ relatives: { firstName: string; status: string; actions: string[] }[]; messaging: { state: string } }>(familyPage.loader(await args(`${DASHBOARD}/proches`, MARIE)));
    expect(result.status).toBe(200);
    expect(result.headers?.get("cache-control")).toBe("private, no-store");
    expect(result.data.relatives.map(({ firstName, status, actions }) => ({ firstName, status, actions }))).toEqual([
      { firstName: "Sophie", status: "expired", actions: ["resend", "withdraw"] },
      { firstName: "Luc", status: "following", actions: ["revoke"] },
    ]);
  });

  it("refuses a bad invitation with every message and keeps what was typed; refuses the owner's own address", async () => {
    const bad = await answer<{ result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(
      familyPage.action(await post("/proches", { intent: "invite", firstName: "", lastName: "Martin", email: "julie@", relationship: "" })),
    );
    expect(bad.data.result.error).toMatchObject({ firstName: ["family:errors.firstNameRequired"], email: ["family:errors.emailFormat"], relationship: ["family:errors.relationshipRequired"] });
    expect(bad.data.result.initialValue).toMatchObject({ lastName: "Martin", email: "julie@" });
    const own = await answer<{ result: { error: Record<string, string[]> } }>(
      familyPage.action(await post("/proches", { intent: "invite", firstName: "Marie", lastName: "Dupont", email: "MARIE.DUPONT@example.fr", relationship: "OTHER" })),
    );
    expect(own.data.result.error.email).toEqual(["family:errors.ownEmail"]);
    const twice = await answer<{ result: { error: Record<string, string[]> } }>(
      familyPage.action(await post("/proches", { intent: "invite", firstName: "Luc", lastName: "Dupont", email: "luc.dupont@example.fr", relationship: "CHILD" })),
    );
    expect(twice.data.result.error.email).toEqual(["family:errors.alreadyFollowing"]);
    expect(mails).toHaveLength(0);
  });

  it("invite → mail with a single-use link → the invited account accepts → follows → the owner revokes → 403 on the next request", async () => {
    const invited = await answer(familyPage.action(await post("/proches", { intent: "invite", firstName: "Julie", lastName: "Martin", email: "julie.martin@example.fr", relationship: "GRANDCHILD" })));
    expect(invited.status).toBe(302);
    expect(invited.location).toBe(`/services-seniors/contrat/${CONTRACT}/tableau-de-bord/proches?fait=invited`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "julie.martin@example.fr" });
    expect(mails[0]!.text).toContain("Marie Dupont");
    const token = tokenOf(mails[0]!.text);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const link = `http://localhost/services-seniors/suivi/invitation?jeton=${token}`;

    // Signed out: sign in or create an account, back here afterwards.
    const anonymous = await answer<{ page: { state: string; registerHref: string } }>(invitationPage.loader(await args(link, null)));
    expect(anonymous.data.page.state).toBe("signIn");
    expect(anonymous.data.page.registerHref).toContain("/vsmp/connexion/inscription?redirect=");
    // Another account: refused, nothing accepted.
    const wrong = await answer<{ page: { state: string; reason: string } }>(invitationPage.action(await args(link, PAUL, {}, { method: "POST", body: form({}) })));
    expect(wrong.data.page).toMatchObject({ state: "refused", reason: "wrongAccount" });
    // The owner may not follow her own contract.
    const owner = await answer<{ page: { state: string; reason: string } }>(invitationPage.loader(await args(link, MARIE)));
    expect(owner.data.page).toMatchObject({ state: "refused", reason: "ownContract" });

    const accepted = await answer(invitationPage.action(await args(link, NEW, {}, { method: "POST", body: form({}) })));
    expect(accepted.location).toBe(`/services-seniors/suivi/${CONTRACT}`);
    // Used once: the same link again is refused.
    const again = await answer<{ page: { state: string; reason: string } }>(invitationPage.loader(await args(link, NEW)));
    expect(again.data.page).toMatchObject({ state: "refused", reason: "used" });

    const follow = await answer<{ alerts: { level: string }[]; reports: { date: string; hasPhoto: boolean }[]; nextVisits: string[] }>(followPage.loader(await args(FOLLOW, NEW)));
    expect(follow.status).toBe(200);
    expect(follow.data.nextVisits.length).toBeGreaterThan(0);
    const dates = follow.data.reports.map((report) => report.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(follow.data.reports.some((report) => report.hasPhoto)).toBe(true);
    // Nothing of the contract's money or documents in the page's data.
    expect(JSON.stringify(follow.data)).not.toMatch(/IBAN|ttcPrice|FR76/);
    const audit = (await callJson("GET", "/__sandbox/audit")).body as { action: string; clientId: string; agentIdrh: string | null }[];
    expect(audit).toContainEqual(expect.objectContaining({ action: "family.follow", clientId: NEW.id, agentIdrh: null, contractId: CONTRACT }));

    const list = await answer<{ relatives: { id: string; firstName: string; status: string }[] }>(familyPage.loader(await args(`${DASHBOARD}/proches`, MARIE)));
    const julie = list.data.relatives.find((relative) => relative.firstName === "Julie")!;
    expect(julie.status).toBe("following");
    const revoked = await answer(familyPage.action(await post("/proches", { intent: "revoke", relativeId: julie.id })));
    expect(revoked.location).toContain("fait=revoked");
    expect((await answer(followPage.loader(await args(FOLLOW, NEW)))).status).toBe(403);
  });

  it("withdraws an invitation: its link then says so; resend replaces the link", async () => {
    await familyPage.action(await post("/proches", { intent: "invite", firstName: "Julie", lastName: "Martin", email: "julie.martin@example.fr", relationship: "GRANDCHILD" }));
    const first = tokenOf(mails[0]!.text);
    const list = await answer<{ relatives: { id: string; firstName: string }[] }>(familyPage.loader(await args(`${DASHBOARD}/proches`, MARIE)));
    const julie = list.data.relatives.find((relative) => relative.firstName === "Julie")!;
    expect((await answer(familyPage.action(await post("/proches", { intent: "resend", relativeId: julie.id })))).location).toContain("fait=resent");
    const second = tokenOf(mails[1]!.text);
    expect(second).not.toBe(first);
    const replaced = await answer<{ page: { reason: string } }>(invitationPage.loader(await args(`http://localhost/services-seniors/suivi/invitation?jeton=${first}`, NEW)));
    expect(replaced.data.page.reason).toBe("unknown");
    expect((await answer(familyPage.action(await post("/proches", { intent: "withdraw", relativeId: julie.id })))).location).toContain("fait=withdrawn");
    const withdrawn = await answer<{ page: { reason: string } }>(invitationPage.loader(await args(`http://localhost/services-seniors/suivi/invitation?jeton=${second}`, NEW)));
    expect(withdrawn.data.page.reason).toBe("withdrawn");
  });

  it("Sophie's expired invitation gets its page", async () => {
    const expired = await answer<{ page: { reason: string } }>(invitationPage.loader(await args("http://localhost/services-seniors/suivi/invitation?jeton=sandbox-expired-invitation-token-of-sophie-dupont", null)));
    expect(expired.data.page.reason).toBe("expired");
  });

  it("turns the family-messaging block off and on", async () => {
    const off = await answer(familyPage.action(await post("/proches", { intent: "messaging", state: "NOT_CONFIGURED" })));
    expect(off.location).toContain("fait=messagingOff");
    const page = await answer<{ messaging: { state: string } }>(familyPage.loader(await args(`${DASHBOARD}/proches`, MARIE)));
    expect(page.data.messaging.state).toBe("NOT_CONFIGURED");
  });
});

describe("the relative's follow-up page", () => {
  it("Luc follows marie's contract: alerts by date, newest first, whatever their level; photos from the guarded route (private, no-store)", async () => {
    const follow = await answer<{ alerts: { level: string; date: string }[]; reports: { id: string; hasPhoto: boolean }[] }>(followPage.loader(await args(FOLLOW, LUC)));
    expect(follow.status).toBe(200);
    const dates = follow.data.alerts.map((alert) => alert.date);
    expect(new Set(follow.data.alerts.map((alert) => alert.level))).toEqual(new Set(["IMPORTANT", "NORMAL"]));
    expect(dates).toEqual([...dates].sort().reverse());
    const withPhoto = follow.data.reports.find((report) => report.hasPhoto)!;
    const photo = (await followPhoto.loader(await args(`${FOLLOW}/photos/${withPhoto.id}`, LUC, { report: withPhoto.id }))) as Response;
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(photo.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await photo.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    // Paul follows nothing: 403, no photo.
    expect((await answer(followPhoto.loader(await args(`${FOLLOW}/photos/${withPhoto.id}`, PAUL, { report: withPhoto.id })))).status).toBe(403);
    expect((await answer(followPage.loader(await args(FOLLOW, PAUL)))).status).toBe(403);
  });

  it("Luc turns the e-mail alerts on", async () => {
    const on = await answer(followPage.action(await args(FOLLOW, LUC, {}, { method: "POST", body: form({ intent: "alerts", alertsByEmail: "on" }) })));
    expect(on.location).toBe(`/services-seniors/suivi/${CONTRACT}?fait=alertsOn`);
    const page = await answer<{ alertsByEmail: boolean }>(followPage.loader(await args(FOLLOW, LUC)));
    expect(page.data.alertsByEmail).toBe(true);
  });
});

describe("the geolocation zone (mobile remote assistance with geofencing)", () => {
  const CLAIRE = person("300002", "claire.petit@example.fr", "Claire", "Petit");
  const GEO_CONTRACT = "2025000789";
  const geo = async (fields: Record<string, string>) =>
    args(`http://localhost/services-seniors/contrat/${GEO_CONTRACT}/tableau-de-bord/geolocalisation`, CLAIRE, { id: GEO_CONTRACT }, { method: "POST", body: form(fields) });

  it("reviews the change before sending it, then sends it: a new version with the new zone", async () => {
    const page = await answer<{ zone: { radiusInMeters: number } }>(geolocationPage.loader(await args(`http://localhost/services-seniors/contrat/${GEO_CONTRACT}/tableau-de-bord/geolocalisation`, CLAIRE, { id: GEO_CONTRACT })));
    expect(page.data.zone).toEqual({ radiusInMeters: 500, homeAddress: "5 RUE SAINTE CATHERINE, 33000 BORDEAUX" });
    const before = (await callJson("GET", `/__sandbox/contracts/${GEO_CONTRACT}`)).body.versions.length;
    const review = await answer<{ review: { radiusInMeters: number; homeAddress: string } }>(geolocationPage.action(await geo({ intent: "review", radiusInMeters: "1200", homeAddress: "10 cours de l'Intendance, 33000 Bordeaux" })));
    expect(review.data.review).toEqual({ radiusInMeters: 1200, homeAddress: "10 cours de l'Intendance, 33000 Bordeaux" });
    expect((await callJson("GET", `/__sandbox/contracts/${GEO_CONTRACT}`)).body.versions.length).toBe(before);
    const sent = await answer(geolocationPage.action(await geo({ intent: "confirm", radiusInMeters: "1200", homeAddress: "10 cours de l'Intendance, 33000 Bordeaux" })));
    expect(sent.location).toMatch(/geolocalisation\?demande=/);
    const versions = (await callJson("GET", `/__sandbox/contracts/${GEO_CONTRACT}`)).body.versions as { geolocation: unknown }[];
    expect(versions.length).toBe(before + 1);
    expect(versions.at(-1)!.geolocation).toMatchObject({ radiusInMeters: 1200, homeAddress: "10 cours de l'Intendance, 33000 Bordeaux" });
  });

  it("refuses a radius out of bounds and an empty address, keeping what was typed", async () => {
    const bad = await answer<{ result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(geolocationPage.action(await geo({ intent: "review", radiusInMeters: "20", homeAddress: " " })));
    expect(bad.data.result.error).toMatchObject({ radiusInMeters: ["family:geolocation.errors.radiusRange"], homeAddress: ["family:geolocation.errors.addressRequired"] });
    expect(bad.data.result.initialValue.radiusInMeters).toBe("20");
  });
});

describe("the termination's acknowledgement is mailed", () => {
  it("a termination's acknowledgement goes to the subscriber, with the request's reference", async () => {
    const end = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const sent = await answer(terminationPage.action(await post("/resilier-contrat", { endDate: end, reason: "OTHER", step: "confirm" })));
    expect(sent.location).toMatch(/resilier-contrat\?demande=/);
    const reference = decodeURIComponent(/demande=([^&]+)/.exec(sent.location!)![1]!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("marie.dupont@example.fr");
    expect(mails[0]!.subject).toContain(CONTRACT);
    expect(mails[0]!.text).toContain(reference);
    // Asked by the signed-in owner: no word of objecting.
    expect(mails[0]!.text).not.toContain("sans connexion");
  });
});

describe("the relative's guard and the hub's webhook", () => {
  it("a relative's page is shown only once its audit line is written (decision 088)", async () => {
    await callJson("POST", "/__sandbox/faults", { path: "/sibp/api/audit/", status: 503, times: 1 });
    const refused = await answer(followPage.loader(await args(FOLLOW, LUC)));
    expect(refused).toMatchObject({ status: 503, data: { messageKey: "unavailable" } });
    expect((await answer(followPage.loader(await args(FOLLOW, LUC)))).status).toBe(200);
  });

  it("the list of followed contracts: luc follows marie's, paul none", async () => {
    const luc = await answer<{ followed: { contractNumber: string }[] }>(followedList.loader(await args("http://localhost/services-seniors/suivi", LUC)));
    expect(luc.data.followed.map((entry) => entry.contractNumber)).toEqual([CONTRACT]);
    const paul = await answer<{ followed: unknown[] }>(followedList.loader(await args("http://localhost/services-seniors/suivi", PAUL)));
    expect(paul.data.followed).toEqual([]);
    // The client's list of contracts links to the people they follow.
    const contracts = await answer<{ followed: { contractNumber: string }[]; contracts: unknown[] }>(contractsPage.loader(await args("http://localhost/services-seniors/contrat", LUC)));
    expect(contracts.data.contracts).toEqual([]);
    expect(contracts.data.followed.map((entry) => entry.contractNumber)).toEqual([CONTRACT]);
  });

  it("the alert webhook: unsigned or stale → 401; signed IMPORTANT → a mail to each relative who opted in, no health detail; a replay mails nobody again", async () => {
    const alertOf = (alertId: string, contractNumber = CONTRACT) => JSON.stringify({ event: "ALERT", contractNumber, alertId, level: "IMPORTANT", eventDate: new Date().toISOString() });
    const signedFor = (body: string, at = Math.floor(Date.now() / 1000)) => ({ "x-hub-timestamp": String(at), "x-hub-signature-256": `sha256=${createHmac("sha256", config.hubWebhookSecret).update(`${at}.${body}`).digest("hex")}` });
    const call = (body: string, headers: Record<string, string>) =>
      webhook.action({ request: new Request("http://localhost/vsmp/webhooks/alertes", { method: "POST", body, headers: { "content-type": "application/json", ...headers } }), params: {}, context: { requestId: "test" } });
    const body = alertOf(`${CONTRACT}-20261127-A1`);
    expect((await call(body, {})).status).toBe(401);
    expect((await call(body, signedFor(body, Math.floor(Date.now() / 1000) - 3600))).status).toBe(401);
    // No relative opted in yet: only the owner, mailed unless she said no (decision 138), is told.
    const first = alertOf(`${CONTRACT}-20261127-A0`);
    expect((await call(first, signedFor(first))).status).toBe(204);
    expect(mails.map((mail) => mail.to)).toEqual(["marie.dupont@example.fr"]);
    mails.length = 0;
    await followPage.action(await args(FOLLOW, LUC, {}, { method: "POST", body: form({ intent: "alerts", alertsByEmail: "on" }) }));
    const signed = signedFor(body);
    expect((await call(body, signed)).status).toBe(204);
    expect(mails).toHaveLength(2);
    const luc = mails.find((mail) => mail.to === "luc.dupont@example.fr")!;
    expect(luc.text).toContain(`/services-seniors/suivi/${CONTRACT}`);
    expect(luc.text).not.toMatch(/santé|humeur|HEALTH|besoin/i);
    // The same signed call, replayed while its signature is valid: answered, nobody mailed twice.
    for (let replay = 0; replay < 3; replay += 1) expect((await call(body, signed)).status).toBe(204);
    expect(mails).toHaveLength(2);
    // An unknown contract: 404; the hub unreadable: 503, and the hub's retry is then handled.
    const unknown = alertOf("X1", "999999999");
    expect((await call(unknown, signedFor(unknown))).status).toBe(404);
    const retried = alertOf(`${CONTRACT}-20261127-A9`);
    await fault({ path: `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/family`, status: 500, times: 1 });
    expect((await call(retried, signedFor(retried))).status).toBe(503);
    expect(mails).toHaveLength(2);
    expect((await call(retried, signedFor(retried))).status).toBe(204);
    expect(mails).toHaveLength(4);
  });

  it("the owner's mail on an important alert: where to read it, nothing of what it says; her choice on 'Mes proches', kept off once she said no", async () => {
    const alert = (alertId: string, level: string) => {
      const body = JSON.stringify({ event: "ALERT", contractNumber: CONTRACT, alertId, level, eventDate: new Date().toISOString() });
      const now = String(Math.floor(Date.now() / 1000));
      const headers = { "content-type": "application/json", "x-hub-timestamp": now, "x-hub-signature-256": `sha256=${createHmac("sha256", config.hubWebhookSecret).update(`${now}.${body}`).digest("hex")}` };
      return webhook.action({ request: new Request("http://localhost/vsmp/webhooks/alertes", { method: "POST", body, headers }), params: {}, context: { requestId: "test" } });
    };
    const page = await answer<{ ownerAlerts: boolean | null }>(familyPage.loader(await args(`${DASHBOARD}/proches`, MARIE)));
    expect(page.data.ownerAlerts).toBe(true);
    // A postman's alert the hub levels NORMAL is important all the same (isImportant).
    expect((await alert(`${CONTRACT}-20261127-A3`, "NORMAL")).status).toBe(204);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("marie.dupont@example.fr");
    expect(mails[0]!.subject).toBe("Alerte importante : visite chez Jeanne Dupont");
    expect(mails[0]!.text).toContain(`/services-seniors/contrat/${CONTRACT}/tableau-de-bord/comptes-rendus`);
    expect(mails[0]!.text).toContain("Mes proches");
    expect(mails[0]!.text).not.toMatch(/santé|humeur|HEALTH|BAD|besoin/i);

    const off = await answer(familyPage.action(await post("/proches", { intent: "ownerAlerts", alertsByEmail: "off" })));
    expect(off.location).toBe(`/services-seniors/contrat/${CONTRACT}/tableau-de-bord/proches?fait=ownerAlertsOff`);
    expect((await answer<{ ownerAlerts: boolean | null }>(familyPage.loader(await args(`${DASHBOARD}/proches`, MARIE)))).data.ownerAlerts).toBe(false);
    mails.length = 0;
    expect((await alert(`${CONTRACT}-20261127-A4`, "IMPORTANT")).status).toBe(204);
    expect(mails).toHaveLength(0);

    // Turned on again from an English page: mailed in English.
    const english = { cookie: (await localeCookie.serialize("en")).split(";")[0]! };
    const on = await answer(familyPage.action(await args(`${DASHBOARD}/proches`, MARIE, {}, { method: "POST", body: form({ intent: "ownerAlerts", alertsByEmail: "on" }), headers: english })));
    expect(on.location).toMatch(/fait=ownerAlertsOn$/);
    expect((await alert(`${CONTRACT}-20261127-A5`, "IMPORTANT")).status).toBe(204);
    expect(mails.map((mail) => mail.subject)).toEqual(["Important alert: visit to Jeanne Dupont"]);
    // A made-up value is refused, nothing changed.
    expect((await answer(familyPage.action(await post("/proches", { intent: "ownerAlerts", alertsByEmail: "maybe" })))).status).toBe(400);
  });

  it("mails each relative in their language: Julie accepted on an English page, Luc on a French one (decision 109)", async () => {
    const english = { cookie: (await localeCookie.serialize("en")).split(";")[0]! };
    await familyPage.action(await post("/proches", { intent: "invite", firstName: "Julie", lastName: "Martin", email: "julie.martin@example.fr", relationship: "GRANDCHILD" }));
    const link = `http://localhost/services-seniors/suivi/invitation?jeton=${tokenOf(mails[0]!.text)}`;
    expect((await answer(invitationPage.action(await args(link, NEW, {}, { method: "POST", body: form({}), headers: english })))).location).toBe(`/services-seniors/suivi/${CONTRACT}`);
    // The hub keeps the language of the page she accepted on.
    const circle = (await callJson("GET", `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/family`)).body as { relatives: { email: string; language: string }[] };
    expect(circle.relatives.find((relative) => relative.email === "julie.martin@example.fr")!.language).toBe("en");
    // Julie opts in on her (English) page, Luc on his French one.
    await followPage.action(await args(FOLLOW, NEW, {}, { method: "POST", body: form({ intent: "alerts", alertsByEmail: "on" }), headers: english }));
    await followPage.action(await args(FOLLOW, LUC, {}, { method: "POST", body: form({ intent: "alerts", alertsByEmail: "on" }) }));
    mails.length = 0;

    const body = JSON.stringify({ event: "ALERT", contractNumber: CONTRACT, alertId: `${CONTRACT}-20261127-A2`, level: "IMPORTANT", eventDate: new Date().toISOString() });
    const now = String(Math.floor(Date.now() / 1000));
    const headers = { "content-type": "application/json", "x-hub-timestamp": now, "x-hub-signature-256": `sha256=${createHmac("sha256", config.hubWebhookSecret).update(`${now}.${body}`).digest("hex")}` };
    const told = await webhook.action({ request: new Request("http://localhost/vsmp/webhooks/alertes", { method: "POST", body, headers }), params: {}, context: { requestId: "test" } });
    expect(told.status).toBe(204);
    const to = (email: string) => mails.find((mail) => mail.to === email)!;
    expect(mails).toHaveLength(3);
    expect(to("marie.dupont@example.fr").subject).toBe("Alerte importante : visite chez Jeanne Dupont");
    expect(to("julie.martin@example.fr").subject).toBe("Important alert: visit to Jeanne Dupont");
    expect(to("julie.martin@example.fr").text).toContain("sign in to your follow-up page");
    expect(to("luc.dupont@example.fr").subject).toBe("Alerte importante : visite chez Jeanne Dupont");
    expect(to("luc.dupont@example.fr").text).toContain("connectez-vous à votre page de suivi");
  });
});
