import { describe, expect, it, vi } from "vitest";
import { addDays, today } from "~/kernel/contract/calendar";
import { formatDay } from "~/kernel/i18n/date-format";
import * as homePage from "~/features/dashboard/home";
import * as suspensionPage from "~/features/dashboard/suspension";
import { callJson, useSandbox } from "../sandbox/setup";
import { answer, args, CONTRACT, DASHBOARD, form, MARIE } from "../../unit/dashboard/helpers";

/**
 * A suspension (decision 126): confirmed by mail; while planned (its first day to come) it can be
 * moved to new dates or cancelled, each a form of its own (post/redirect/get), each mailed; once
 * started, neither. The page says what happens meanwhile to the visits, the remote assistance and
 * the billing.
 */
const { store } = useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));
const mails = vi.hoisted(() => [] as { to: string; subject: string; text: string }[]);
vi.mock("~/kernel/platform/mailer.server", () => ({ sendMail: vi.fn(async (mail: { to: string; subject: string; text: string }) => void mails.push(mail)) }));

const post = async (fields: Record<string, string>) => args(`${DASHBOARD}/suspendre-contrat`, MARIE, {}, { method: "POST", body: form(fields) });
const page = async () =>
  answer<{ period: { startDate: string; endDate: string; reason: string | null; planned: boolean } | null; remoteAssistance: boolean; change: string }>(
    suspensionPage.loader(await args(`${DASHBOARD}/suspendre-contrat`, MARIE)),
  );
const sandboxContract = async () => (await callJson("GET", `/__sandbox/contracts/${CONTRACT}`)).body;
const spaced = (text: string) => text.replace(/\u00a0/g, " ");

async function planned(start = addDays(today(), 10), end = addDays(today(), 20)) {
  const result = await answer(suspensionPage.action(await post({ startDate: start, endDate: end, reason: "HOSPITALISATION" })));
  expect(result.location).toMatch(/suspendre-contrat\?demande=SUSPENSION-[^&]+&changement=recorded$/);
  return { start, end };
}

describe("a suspension, mailed; a planned one moved or cancelled until it starts", () => {
  it("a suspension is confirmed by mail with its dates and what happens to the visits, the remote assistance and the billing", async () => {
    mails.length = 0;
    const { start, end } = await planned();
    expect(mails.map((mail) => mail.to)).toEqual(["marie.dupont@example.fr"]);
    const text = spaced(mails[0]!.text);
    expect(text).toContain(`du ${formatDay(start, "fr")} au ${formatDay(end, "fr")}`);
    expect(text).toContain("les visites du facteur s'arrêtent");
    expect(text).toContain("La téléassistance reste active");
    expect(text).toContain("La facturation ne change pas");
    const shown = await page();
    expect(shown.data.period).toMatchObject({ startDate: start, endDate: end, planned: true });
    expect(shown.data.remoteAssistance).toBe(true);
  });

  it("moves a planned suspension to new dates: the hub records them, a mail says them, the home shows them", async () => {
    await planned();
    mails.length = 0;
    const [start, end] = [addDays(today(), 30), addDays(today(), 35)];
    const moved = await answer(suspensionPage.action(await post({ intent: "move", startDate: start, endDate: end, reason: "HOSPITALISATION" })));
    expect(moved.status).toBe(302);
    expect(moved.location).toMatch(/changement=moved$/);
    expect((await sandboxContract()).lastVersion.delivery).toMatchObject({ suspended: true, suspension: { startDate: start, endDate: end, reason: "HOSPITALISATION" } });
    expect(spaced(mails[0]!.text)).toContain(`nouvelles dates de la suspension de votre contrat ${CONTRACT} : du ${formatDay(start, "fr")} au ${formatDay(end, "fr")}`);
    const home = await answer<{ contract: { suspension: { startDate: string; endDate: string } | null } }>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(home.data.contract.suspension).toMatchObject({ startDate: start, endDate: end });
  });

  it("new dates are checked like a new suspension's, nothing sent, the dates typed kept", async () => {
    await planned();
    const requests = (await sandboxContract()).requests.length;
    const bad = await answer<{ result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(
      suspensionPage.action(await post({ intent: "move", startDate: addDays(today(), -1), endDate: addDays(today(), 5), reason: "HOSPITALISATION" })),
    );
    expect(bad.data.result.error).toMatchObject({ startDate: ["dashboard:errors.startInPast"] });
    expect(bad.data.result.initialValue).toMatchObject({ endDate: addDays(today(), 5) });
    expect((await sandboxContract()).requests).toHaveLength(requests);
  });

  it("cancels a planned suspension: none left, the visits go on, a mail says it", async () => {
    const { start, end } = await planned();
    mails.length = 0;
    const cancelled = await answer(suspensionPage.action(await post({ intent: "cancel" })));
    expect(cancelled.location).toMatch(/changement=cancelled$/);
    expect((await sandboxContract()).lastVersion.delivery.suspended).toBe(false);
    expect((await page()).data.period).toBeNull();
    expect(spaced(mails[0]!.text)).toContain(`annulé la suspension de votre contrat ${CONTRACT} prévue du ${formatDay(start, "fr")} au ${formatDay(end, "fr")}`);
  });

  it("once started, a suspension can be neither moved nor cancelled, at the hub as on the page", async () => {
    await planned();
    for (const version of store.state.hubContracts[CONTRACT]!) if (version.delivery.suspension) version.delivery.suspension.startDate = today();
    expect((await page()).data.period).toMatchObject({ planned: false });
    const refused = await answer<{ formErrors: string[] }>(suspensionPage.action(await post({ intent: "cancel" })));
    expect(refused.data.formErrors).toEqual(["dashboard:errors.suspensionNotPlanned"]);
    expect((await callJson("DELETE", `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/suspension?system=LPFR`)).status).toBe(409);
    const move = await callJson("PUT", `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/suspension?system=LPFR`, { startDate: addDays(today(), 3), endDate: addDays(today(), 4) });
    expect(move.status).toBe(409);
  });
});
