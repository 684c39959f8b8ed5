import { describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../../server/sandbox/mail.js";
import { createStore } from "../../../server/sandbox/index.js";
import { parseConfiguration } from "~/kernel/platform/config.server";
import { MailNotSent, sendMail } from "~/kernel/platform/mailer.server";
import { callJson, useSandbox } from "./setup";

/** The hub's family circle, geolocation and events as the sandbox plays them (docs/upstream-api.md, section 4). */
const { store } = useSandbox();
const HUB = "/vsmp/api/vsmp/v1/hub";
const IN_7_DAYS = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

describe("family circle (hub)", () => {
  it("seeds marie's circle: luc follows, sophie's invitation expired; messaging CONFIGURED with its code", async () => {
    const { status, body } = await callJson("GET", `${HUB}/contract/2024000123/family`);
    expect(status).toBe(200);
    expect(body.messaging).toEqual({ code: "FAM-7Q4K", state: "CONFIGURED" });
    expect(body.relatives.map((r: { firstName: string; state: string }) => [r.firstName, r.state])).toEqual([
      ["Sophie", "INVITED"],
      ["Luc", "FOLLOWING"],
    ]);
    expect(JSON.stringify(body)).not.toContain("tokenDigest");
    const followed = await callJson("GET", `${HUB}/family/relative/300001`);
    expect(followed.body.results).toMatchObject([{ contractNumber: "2024000123", recipient: { firstName: "Jeanne" }, alertsByEmail: false }]);
  });

  it("invites, hands the token out once, accepts it once, then revokes: the relative no longer follows", async () => {
    const invited = await callJson("POST", `${HUB}/contract/2024000123/family/relatives?system=LPFR`, {
      firstName: "Alice",
      lastName: "Durand",
      email: "alice@example.fr",
      relationship: "FRIEND",
      expiresAt: IN_7_DAYS(),
    });
    expect(invited.status).toBe(201);
    const { token, relative } = invited.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await callJson("POST", `${HUB}/contract/2024000123/family/relatives?system=LPFR`, { ...relative, expiresAt: IN_7_DAYS() })).status).toBe(409);
    const found = await callJson("GET", `${HUB}/family/invitation?token=${token}`);
    expect(found.body).toMatchObject({ relative: { state: "INVITED", email: "alice@example.fr" }, contract: { subscriber: { customerId: "100001" } } });
    expect((await callJson("POST", `${HUB}/family/invitation/accept?system=LPFR`, { token, customerId: "100050", language: "de" })).body.code).toBe("INVALID_BODY");
    const accepted = await callJson("POST", `${HUB}/family/invitation/accept?system=LPFR`, { token, customerId: "100050", language: "en" });
    expect(accepted).toMatchObject({ status: 200, body: { relative: { state: "FOLLOWING", language: "en" } } });
    expect((await callJson("POST", `${HUB}/family/invitation/accept?system=LPFR`, { token, customerId: "100051" })).body.code).toBe("INVITATION_USED");
    expect((await callJson("GET", `${HUB}/family/relative/100050`)).body.results).toHaveLength(1);
    expect((await callJson("POST", `${HUB}/contract/2024000123/family/relatives/${relative.id}/revoke?system=LPFR`)).status).toBe(200);
    expect((await callJson("GET", `${HUB}/family/relative/100050`)).body.results).toEqual([]);
  });

  it("a resend replaces the token; a withdrawn invitation cannot be accepted; an expired one is 410", async () => {
    const invited = await callJson("POST", `${HUB}/contract/2024000123/family/relatives?system=LPFR`, {
      firstName: "Bob",
      lastName: "Durand",
      email: "bob@example.fr",
      relationship: "NEPHEW_NIECE",
      expiresAt: IN_7_DAYS(),
    });
    const resent = await callJson("POST", `${HUB}/contract/2024000123/family/relatives/${invited.body.relative.id}/resend?system=LPFR`, { expiresAt: IN_7_DAYS() });
    expect(resent.body.token).not.toBe(invited.body.token);
    expect((await callJson("GET", `${HUB}/family/invitation?token=${invited.body.token}`)).status).toBe(404);
    await callJson("POST", `${HUB}/contract/2024000123/family/relatives/${invited.body.relative.id}/withdraw?system=LPFR`);
    // The link still names its invitation (its page says it was withdrawn), which cannot be accepted.
    expect((await callJson("GET", `${HUB}/family/invitation?token=${resent.body.token}`)).body.relative.state).toBe("WITHDRAWN");
    expect(await callJson("POST", `${HUB}/family/invitation/accept?system=LPFR`, { token: resent.body.token, customerId: "100050" })).toMatchObject({ status: 409, body: { code: "INVITATION_ENDED" } });
    const expired = await callJson("POST", `${HUB}/family/invitation/accept?system=LPFR`, { token: "sandbox-expired-invitation-token-of-sophie-dupont", customerId: "100050" });
    expect(expired).toMatchObject({ status: 410, body: { code: "INVITATION_EXPIRED" } });
  });

  it("sends ten invitation mails per contract within a day (invitations and re-sends), then 429 TOO_MANY_INVITATIONS with when", async () => {
    const invite = (i: number) =>
      callJson("POST", `${HUB}/contract/2024000123/family/relatives?system=LPFR`, { firstName: "Alice", lastName: "Durand", email: `alice${i}@example.fr`, relationship: "FRIEND", expiresAt: IN_7_DAYS() });
    const first = await invite(0);
    for (let i = 1; i < 5; i++) expect((await invite(i)).status).toBe(201);
    const resend = () => callJson("POST", `${HUB}/contract/2024000123/family/relatives/${first.body.relative.id}/resend?system=LPFR`, { expiresAt: IN_7_DAYS() });
    for (let i = 0; i < 5; i++) expect((await resend()).status).toBe(200);
    const refused = await invite(10);
    expect(refused).toMatchObject({ status: 429, body: { code: "TOO_MANY_INVITATIONS" } });
    expect(Date.parse(refused.body.retryAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect((await resend()).body.code).toBe("TOO_MANY_INVITATIONS");
    // Withdrawing one does not give the mail back.
    await callJson("POST", `${HUB}/contract/2024000123/family/relatives/${first.body.relative.id}/withdraw?system=LPFR`);
    expect((await invite(0)).status).toBe(429);
    // Another contract has its own count; the sandbox's reset forgets them all.
    const elsewhere = await callJson("POST", `${HUB}/contract/2025000789/family/relatives?system=LPFR`, { firstName: "Alice", lastName: "Durand", email: "alice@example.fr", relationship: "FRIEND", expiresAt: IN_7_DAYS() });
    expect(elsewhere.status).toBe(201);
    expect(store.state.invitationsSent?.["2024000123"]).toHaveLength(10);
    store.reset();
    expect((await invite(0)).status).toBe(201);
  });

  it("refuses a relative's name with a control character, markup or a link (400 INVALID_NAME)", async () => {
    for (const lastName of ["Test\nhttp://evil.example/x", "<b>Test</b>", "www.evil.example"]) {
      const answer = await callJson("POST", `${HUB}/contract/2024000123/family/relatives?system=LPFR`, { firstName: "Alice", lastName, email: "alice@example.fr", relationship: "FRIEND", expiresAt: IN_7_DAYS() });
      expect(answer, lastName).toMatchObject({ status: 400, body: { code: "INVALID_NAME" } });
    }
  });

  it("records a relative's choice of e-mail alerts", async () => {
    expect((await callJson("PUT", `${HUB}/family/relative/300001/contract/2024000123/alerts?system=LPFR`, { alertsByEmail: true })).status).toBe(200);
    expect((await callJson("GET", `${HUB}/family/relative/300001`)).body.results[0].alertsByEmail).toBe(true);
    // The language of the page the choice was made on becomes the relative's mails' language (decision 109).
    const luc = () => callJson("GET", `${HUB}/contract/2024000123/family`).then(({ body }) => body.relatives.find((relative: { customerId: string }) => relative.customerId === "300001"));
    expect((await luc()).language).toBe("fr");
    await callJson("PUT", `${HUB}/family/relative/300001/contract/2024000123/alerts?system=LPFR`, { alertsByEmail: true, language: "en" });
    expect((await luc()).language).toBe("en");
    expect((await callJson("PUT", `${HUB}/family/relative/100002/contract/2024000123/alerts?system=LPFR`, { alertsByEmail: true })).status).toBe(404);
  });

  it("turns family messaging off and on, each a new version of the contract", async () => {
    const off = await callJson("PUT", `${HUB}/contract/2024000123/family/messaging?system=LPFR`, { state: "NOT_CONFIGURED" });
    expect(off).toMatchObject({ status: 201, body: { kind: "familyMessaging", version: 32 } });
    expect((await callJson("GET", `${HUB}/contract/2024000123`)).body.familyMessaging).toMatchObject({ state: "NOT_CONFIGURED", modified: true });
    expect((await callJson("PUT", `${HUB}/contract/2024000123/family/messaging`, { state: "CONFIGURED" })).body.code).toBe("MISSING_SYSTEM");
  });
});

describe("geolocation and events (hub)", () => {
  it("changes the geofencing zone of a mobile contract with geofencing, refuses one without", async () => {
    const changed = await callJson("PUT", `${HUB}/contract/2025000789/geolocation?system=LPFR`, { radiusInMeters: 1000, homeAddress: "1 PLACE DE LA BOURSE, 33000 BORDEAUX" });
    expect(changed).toMatchObject({ status: 201, body: { kind: "geolocation", version: 2 } });
    expect((await callJson("GET", `${HUB}/contract/2025000789`)).body.geolocation).toEqual({ enabled: true, radiusInMeters: 1000, homeAddress: "1 PLACE DE LA BOURSE, 33000 BORDEAUX" });
    expect((await callJson("PUT", `${HUB}/contract/2025000789/geolocation?system=LPFR`, { radiusInMeters: 50, homeAddress: "x" })).status).toBe(400);
    expect((await callJson("PUT", `${HUB}/contract/2024000123/geolocation?system=LPFR`, { radiusInMeters: 1000, homeAddress: "x" })).body.code).toBe("NO_GEOFENCING");
  });

  it("seeds reports with photos and needs, alerts of both levels; serves one report with its photo", async () => {
    const { body } = await callJson("GET", `${HUB}/contract/crs/2024000123?startDate=2024-03-01&endDate=2026-01-31&count=1000`);
    const reports = body.results as { id: string; base64Image: string | null; valeur: { level: string; LPFRType: number; metadata: { dataType: string }[] } }[];
    expect(reports.some((r) => r.valeur.LPFRType === 5 && r.valeur.level === "IMPORTANT")).toBe(true);
    expect(reports.some((r) => r.valeur.LPFRType === 5 && r.valeur.level === "NORMAL")).toBe(true);
    expect(reports.some((r) => r.valeur.metadata.some((entry) => entry.dataType === "NEED"))).toBe(true);
    const withPhoto = reports.find((r) => r.base64Image)!;
    expect(Buffer.from(withPhoto.base64Image!, "base64").subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const one = await callJson("GET", `${HUB}/contract/crs/2024000123/${withPhoto.id}`);
    expect(one.body.base64Image).toBe(withPhoto.base64Image);
    expect((await callJson("GET", `${HUB}/contract/crs/2024000123/2024000123-19990101`)).status).toBe(404);
  });

  it("raises an alert through /__sandbox: it joins the reports (no webhook under setupServer)", async () => {
    const raised = await callJson("POST", "/__sandbox/contracts/2024000123/alerts", { level: "IMPORTANT" });
    expect(raised).toMatchObject({ status: 201, body: { alert: { level: "IMPORTANT" }, webhook: null } });
    const { body } = await callJson("GET", `${HUB}/contract/crs/2024000123?count=5`);
    expect(body.results[0].id).toBe(raised.body.alert.id);
  });
});

describe("mail over SMTP into the outbox", () => {
  it("the app's mailer sends through nodemailer; the sandbox's SMTP server keeps it in the outbox", async () => {
    const outbox = createStore({ file: null });
    const receiver = await startSmtpReceiver(outbox, { port: 0 });
    try {
      const settings = parseConfiguration({ SANDBOX_SMTP_PORT: String(receiver.port) }).mail;
      await sendMail({ to: "luc.dupont@example.fr", subject: "Invitation é", text: "Suivez : http://localhost:3000/x" }, { kind: "test", settings });
      expect(outbox.state.mails).toMatchObject([{ via: "smtp", to: "luc.dupont@example.fr", subject: "Invitation é", text: "Suivez : http://localhost:3000/x\n" }]);
      // No header takes a line break, whatever the caller gives (decision 121).
      await sendMail({ to: "luc.dupont@example.fr", subject: "Invitation\r\nBcc: eve@example.fr", text: "Bonjour\u0007,\r\nà bientôt" }, { kind: "test", settings });
      expect(outbox.state.mails![1]).toMatchObject({ to: "luc.dupont@example.fr", subject: "Invitation Bcc: eve@example.fr", text: "Bonjour,\nà bientôt\n" });
    } finally {
      await receiver.close();
    }
  });

  it("a relay that cannot be reached is MailNotSent, within the time-out", async () => {
    const receiver = await startSmtpReceiver(store, { port: 0 });
    const { port } = receiver;
    await receiver.close();
    const settings = { ...parseConfiguration({ SANDBOX_SMTP_PORT: String(port) }).mail, timeoutMs: 1000 };
    await expect(sendMail({ to: "a@example.fr", subject: "s", text: "t" }, { kind: "test", settings })).rejects.toBeInstanceOf(MailNotSent);
  });

  it("the outbox is a page and a JSON list", async () => {
    store.state.mails = [{ id: "1", to: "a@example.fr", subject: "<b>", text: "voir http://localhost:3000/suivi", sentAt: "2026-01-01T00:00:00.000Z", via: "smtp" }];
    const page = await fetch("http://sandbox.test/__sandbox/outbox");
    const html = await page.text();
    expect(html).toContain("&#60;b&#62;");
    expect(html).toContain('<a href="http://localhost:3000/suivi">');
    expect((await callJson("GET", "/__sandbox/outbox.json")).body).toHaveLength(1);
  });
});
