import { describe, expect, it, vi } from "vitest";
import { addDays, today } from "~/kernel/contract/calendar";
import { avenantEffectiveDate } from "~/kernel/contract/contract-dates";
import { formatDay } from "~/kernel/i18n/date-format";
import * as avenantPage from "~/features/dashboard/avenant";
import * as homePage from "~/features/dashboard/home";
import * as versionDownload from "~/features/dashboard/version-pdf";
import * as contractsPage from "~/features/dashboard/contracts";
import { checkPdf, useSandbox } from "../sandbox/setup";
import { answer, args, CONTRACT, DASHBOARD, form, MARIE } from "../../unit/dashboard/helpers";

/**
 * An avenant of a running contract (decision 100): today's price stays today's on every page until
 * the day the new one takes effect, which is announced with its date; the new version's PDF states
 * the new price from that day and no first debit or fee; a mail confirms both prices and the date.
 */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));
const mails = vi.hoisted(() => [] as { to: string; subject: string; text: string }[]);
vi.mock("~/kernel/platform/mailer.server", () => ({ sendMail: vi.fn(async (mail: { to: string; subject: string; text: string }) => void mails.push(mail)) }));

const FIVE_DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"];
const post = async (fields: Record<string, string | string[]>) => args(`${DASHBOARD}/avenants`, MARIE, {}, { method: "POST", body: form(fields) });
const spaced = (text: string) => text.replace(/\u00a0/g, " ");

async function fiveDaysAvenant() {
  const result = await answer(avenantPage.action(await post({ visitDays: FIVE_DAYS, step: "confirm" })));
  expect(result.status).toBe(302);
  return avenantEffectiveDate(today(), "2024-03-04");
}

describe("an avenant of a running contract: the price of today, the new one from its day", () => {
  it("the new version's PDF states the new price and the day it starts, no first debit and no fee", async () => {
    const effective = await fiveDaysAvenant();
    const response = (await versionDownload.loader(await args(`${DASHBOARD}/versions/32`, MARIE, { version: "32" }))) as Response;
    expect(response.status).toBe(200);
    const text = spaced(checkPdf(new Uint8Array(await response.arrayBuffer())).text.replace(/\n/g, " "));
    expect(text).toContain(`Prix mensuel à partir du ${formatDay(effective, "fr")} : 99,50 € par mois`);
    expect(text).not.toMatch(/Premier prélèvement|frais d'envoi et d'installation|Frais d'envoi et d'installation/);
  });

  it("the avenant page and Mes contrats keep today's price until the day, and announce the new one with its date", async () => {
    const effective = await fiveDaysAvenant();
    const page = await answer<{ terms: { price: { list: { ttcPriceInCents: number } }; formulaToday: string; next: { from: string; formula: string; price: { list: { ttcPriceInCents: number } } } | null } }>(
      avenantPage.loader(await args(`${DASHBOARD}/avenants`, MARIE)),
    );
    expect(page.data.terms.price.list.ttcPriceInCents).toBe(8260);
    expect(page.data.terms.formulaToday).toBe("4J");
    expect(page.data.terms.next).toMatchObject({ from: effective, formula: "5J", price: { list: { ttcPriceInCents: 9950 } } });

    const contracts = await answer<{ contracts: { contractNumber: string; price: number; nextPrice: { from: string; ttcPriceInCents: number } | null }[] }>(
      contractsPage.loader(await args("http://localhost/services-seniors/contrat", MARIE)),
    );
    expect(contracts.data.contracts.find((contract) => contract.contractNumber === CONTRACT)).toMatchObject({ price: 8260, nextPrice: { from: effective, ttcPriceInCents: 9950 } });

    // The home states the same: today's price, the new one from its day.
    const home = await answer<{ contract: { price: { list: { ttcPriceInCents: number } }; newPrice: { from: string } | null } }>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(home.data.contract.price.list.ttcPriceInCents).toBe(8260);
    expect(home.data.contract.newPrice).toMatchObject({ from: effective });
  });

  it("a mail confirms the avenant with both prices and the day the new one starts", async () => {
    mails.length = 0;
    const effective = await fiveDaysAvenant();
    expect(mails.map((mail) => mail.to)).toEqual(["marie.dupont@example.fr"]);
    const text = spaced(mails[0]!.text);
    expect(mails[0]!.subject).toBe(`Votre avenant – contrat ${CONTRACT}`);
    expect(text).toContain(`Jusqu'au ${formatDay(addDays(effective, -1), "fr")} inclus, votre prix reste de 82,60 € par mois. À partir du ${formatDay(effective, "fr")}, il est de 99,50 € par mois.`);
    expect(text).toMatch(/référence AVENANT-/);
  });
});
