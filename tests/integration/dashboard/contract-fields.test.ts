import { describe, expect, it, vi } from "vitest";
import * as avenantPage from "~/features/dashboard/avenant";
import * as homePage from "~/features/dashboard/home";
import * as reportsPage from "~/features/dashboard/reports";
import * as versionDownload from "~/features/dashboard/version-pdf";
import * as versionsPage from "~/features/dashboard/versions";
import { callJson, useSandbox } from "../sandbox/setup";
import { answer, args, CONTRACT, DASHBOARD, form, MARIE } from "../../unit/dashboard/helpers";

/** The contract's and events' fields SPEC 3 names, read and used by the pages (decision 111). */
const { store } = useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const versions = () => store.state.hubContracts[CONTRACT]!;
const last = () => versions().at(-1)!;

describe("mustGeneratePdf", () => {
  it("a version whose PDF the hub has still to generate offers no download, and its address answers 404", async () => {
    versions().find((version) => version.version === 31)!.mustGeneratePdf = true;
    const page = await answer<{ versions: { version: number; pdfReady: boolean }[] }>(versionsPage.loader(await args(`${DASHBOARD}/versions`, MARIE)));
    expect(page.data.versions.find((version) => version.version === 31)!.pdfReady).toBe(false);
    expect(page.data.versions.find((version) => version.version === 30)!.pdfReady).toBe(true);
    const pending = (await versionDownload.loader(await args(`${DASHBOARD}/versions/31`, MARIE, { version: "31" }))) as Response;
    expect(pending.status).toBe(404);
    const ready = (await versionDownload.loader(await args(`${DASHBOARD}/versions/30`, MARIE, { version: "30" }))) as Response;
    expect(ready.status).toBe(200);
  });
});

describe("anonymization and offlineClient", () => {
  it("the home page of an anonymized contract carries no personal data at all", async () => {
    const before = await answer<{ contract: { personalData: boolean } }>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(before.data.contract.personalData).toBe(true);
    expect(JSON.stringify(before.data)).toContain("Jeanne");
    last().anonymization = true;
    const page = await answer<{ contract: { personalData: boolean } }>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(page.status).toBe(200);
    expect(page.data.contract.personalData).toBe(false);
    const text = JSON.stringify(page.data);
    for (const personal of ["Jeanne", "Marie", "Dupont", "Leroy", "0139201122", "VERSAILLES", "FR76", last().payment.RUM]) expect(text).not.toContain(personal);
    // The terms stay: the formula and the price.
    expect(text).toContain(last().delivery.formula);
  });

  it("an offline client's home page says they have no online client area", async () => {
    const before = await answer<{ contract: { subscriber: { offlineClient: boolean } } }>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(before.data.contract.subscriber.offlineClient).toBe(false);
    last().subscriber.offlineClient = true;
    const page = await answer<{ contract: { subscriber: { offlineClient: boolean } } }>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(page.data.contract.subscriber.offlineClient).toBe(true);
  });
});

describe("idDevice, base64Image, typePhoto", () => {
  it("each report says who recorded it (the postman's device) and whether it has a photo", async () => {
    const page = await answer<{ reports: { recordedBy: unknown; hasPhoto: boolean }[] }>(reportsPage.loader(await args(`${DASHBOARD}/comptes-rendus`, MARIE)));
    expect(page.data.reports.length).toBeGreaterThan(0);
    expect(page.data.reports.every((report) => report.recordedBy === "postman")).toBe(true);
    expect(page.data.reports.some((report) => report.hasPhoto)).toBe(true);
  });
});

describe("idHub", () => {
  it("an avenant that keeps the neighbour keeps the hub's id of him; a new contact gets a new one", async () => {
    const contact = (index: number, person: Record<string, string>) =>
      Object.fromEntries(Object.entries(person).map(([key, value]) => [`contacts[${index}].${key}`, value]));
    const common = { contactType: "NEIGHBOUR", travelTimeInMinutes: "5", codePostal: "78000", city: "Versailles", country: "FRANCE", over18: "on" };
    const sent = await answer(
      avenantPage.action(
        await args(`${DASHBOARD}/avenants`, MARIE, {}, {
          method: "POST",
          body: form({
            part: "contacts",
            ...contact(0, { ...common, order: "1", civility: "MRS", firstName: "Anne", lastName: "Martin", mobilePhone: "0611223344", streetName: "3 rue Hoche" }),
            ...contact(1, { ...common, order: "2", civility: "MR", firstName: "Michel", lastName: "Leroy", mobilePhone: "0612345678", streetName: "10 rue de la Paroisse" }),
          }),
        }),
      ),
    );
    expect(sent.location).toMatch(/avenants\?demande=AVENANT-/);
    const contacts = (await callJson("GET", `/__sandbox/contracts/${CONTRACT}`)).body.lastVersion.trustedContact as { firstName: string; idHub: string }[];
    expect(contacts.map(({ firstName, idHub }) => ({ firstName, idHub }))).toEqual([
      { firstName: "Anne", idHub: "TC-2024000123-2" },
      { firstName: "Michel", idHub: "TC-2024000123-1" },
    ]);
  });
});
