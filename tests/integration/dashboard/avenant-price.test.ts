import { describe, expect, it, vi } from "vitest";
import { avenantEffectiveDate } from "~/kernel/contract/contract-dates";
import { today } from "~/kernel/contract/calendar";
import * as homePage from "~/features/dashboard/home";
import * as versionsPage from "~/features/dashboard/versions";
import { callJson, useSandbox } from "../sandbox/setup";
import { marieOrder } from "./marie-orders";
import { answer, args, CONTRACT, DASHBOARD, MARIE } from "../../unit/dashboard/helpers";

/**
 * After an avenant, the dashboard states what is billed (decision 100): the month in progress at
 * the previous price and, next to it, the new price from the day the avenant takes effect (the
 * first of next month).
 */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const FIVE_DAYS = { delivery: { formula: "5J", visitDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"] } };
type Amount = { ttcPriceInCents: number };
type Price = { list: Amount; periods: Amount[] };
type Home = { contract: { formula: string; price: Price; newPrice: { from: string; price: Price } | null } };

describe("the dashboard after an avenant that changes the price", () => {
  it("the home page states the price billed this month (the old one); the versions page the change from 82,60 € to 99,50 €", async () => {
    const before = await answer<Home>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(before.data.contract.price.list.ttcPriceInCents).toBe(8260);
    expect(before.data.contract.newPrice).toBeNull();
    const created = await callJson("POST", `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/avenant?system=LPFR`, FIVE_DAYS);
    expect(created.body.effectiveDate).toBe(avenantEffectiveDate(today(), "2024-03-04"));
    expect(created.body.effectiveDate > today()).toBe(true);

    const after = await answer<Home>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(after.status).toBe(200);
    expect(after.data.contract.formula).toBe("5J");
    expect(after.data.contract.price).toEqual(before.data.contract.price);
    // Next to it, the new price and the day it applies from, read from the same versions.
    expect(after.data.contract.newPrice?.from).toBe(created.body.effectiveDate);
    expect(after.data.contract.newPrice?.price.list.ttcPriceInCents).toBe(9950);
    expect(after.data.contract.newPrice?.price.periods.map((period) => period.ttcPriceInCents)).toEqual([9950]);

    const versions = await answer<{ versions: { version: number; formula: { from: string; to: string; priceFrom: number; priceTo: number } | null }[] }>(
      versionsPage.loader(await args(`${DASHBOARD}/versions`, MARIE)),
    );
    expect(versions.data.versions[0]).toMatchObject({ version: 32, formula: { from: "4J", to: "5J", priceFrom: 8260, priceTo: 9950 } });
  });

  it("before the service starts, the avenant takes effect on the start date: the first debit stated is the new price, with no 'new price from' line", async () => {
    const number = await marieOrder("ELECTRONIC");
    const home = (path = "") => args(`http://localhost/services-seniors/contrat/${number}/tableau-de-bord${path}`, MARIE, { id: number });
    const before = await answer<Home & { contract: { firstDebitToCome: boolean; start: { startDate: string } } }>(homePage.loader(await home()));
    expect(before.data.contract.firstDebitToCome).toBe(true);
    const startDate = before.data.contract.start.startDate;
    expect(startDate > today()).toBe(true);
    const created = await callJson("POST", `/vsmp/api/vsmp/v1/hub/contract/${number}/avenant?system=LPFR`, { delivery: { formula: "2J", visitDays: ["MONDAY", "THURSDAY"] } });
    expect(created.status).toBe(201);
    expect(created.body.effectiveDate).toBe(startDate);

    const after = await answer<Home>(homePage.loader(await home()));
    expect(after.data.contract.formula).toBe("2J");
    expect(after.data.contract.price.list.ttcPriceInCents).not.toBe(before.data.contract.price.list.ttcPriceInCents);
    const versions = await callJson("GET", `/vsmp/api/vsmp/v1/hub/contract/allVersion/${number}`);
    const { results } = versions.body as { results: { version: number; lastVersion: boolean; price: Price }[] };
    const newest = results.find((version) => version.lastVersion);
    expect(newest?.version).toBe(2);
    expect(after.data.contract.price.list.ttcPriceInCents).toBe(newest?.price.list.ttcPriceInCents);
    expect(after.data.contract.newPrice).toBeNull();
  });

  it("the home page still opens when the versions cannot be read, with the contract's own price", async () => {
    await callJson("POST", `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/avenant?system=LPFR`, FIVE_DAYS);
    await callJson("POST", "/__sandbox/faults", { path: `/vsmp/api/vsmp/v1/hub/contract/allVersion/${CONTRACT}`, status: 500 });
    const home = await answer<Home>(homePage.loader(await args(DASHBOARD, MARIE)));
    expect(home.status).toBe(200);
    expect(home.data.contract.formula).toBe("5J");
    expect(home.data.contract.price.list.ttcPriceInCents).toBe(9950);
    expect(home.data.contract.newPrice).toBeNull();
  });
});
