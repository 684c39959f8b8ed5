import { describe, expect, it } from "vitest";
import { serviceStartDate } from "~/kernel/contract/contract-dates";
import { dayIn } from "~/kernel/money/discount/validity";
import * as clientHome from "~/features/dashboard/home";
import * as agentHome from "~/features/dashboard/home";
import * as search from "~/features/counter/contract-search";
import { agentSessionStorage } from "~/kernel/sessions/cookies.server";
import { callJson, useSandbox } from "../sandbox/setup";
import { marieOrder } from "./marie-orders";
import { answer, args, MARIE } from "../../unit/dashboard/helpers";

/**
 * A contract ordered with a paper signature, through both doors of the dashboard and the counter's
 * search (decision 063): "awaiting the signed documents" everywhere, nothing started; the agent
 * records the signed documents (the client's identity confirmed first) and the start date follows.
 */
const { store } = useSandbox();

async function agentCookie(): Promise<string> {
  const session = await agentSessionStorage.getSession();
  session.set("authentication", { accessToken: "token", expiresAt: Date.now() + 3600_000, idToken: null });
  session.set("agent", { idrh: "AG12345", regate: "R75001", lastName: "Agent", firstName: "Alice", fullName: "Alice Agent", organisationnel: null });
  return (await agentSessionStorage.commitSession(session)).split(";")[0]!;
}

const agentRequest = async (url: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set("cookie", await agentCookie());
  if (init.method === "POST") headers.set("origin", "http://localhost");
  return new Request(url, { ...init, headers });
};

describe("a paper signature through the dashboards and the counter", () => {
  it("the client's home says the contract awaits its signed documents, and states no start date nor renewal", async () => {
    const number = await marieOrder("PAPER");
    const home = await answer<{ contract: Record<string, unknown> }>(clientHome.loader(await args(`http://localhost/services-seniors/contrat/${number}/tableau-de-bord`, MARIE, { id: number })));
    expect(home.status).toBe(200);
    expect(home.data.contract).toMatchObject({
      state: "awaitingSignedDocuments",
      start: { contractStatus: "AWAITING_SIGNED_DOCUMENTS", startDate: null },
      beginDate: null,
      renewalDate: null,
      firstDebitToCome: true,
    });
  });

  it("the counter's search says the same status", async () => {
    const number = await marieOrder("PAPER");
    const request = await agentRequest(`http://localhost/sibp/contrat/recherche?by=number&contractNumber=${number}`);
    const found = await answer<{ results: { status: unknown }[] }>(search.loader({ request, params: {}, context: { requestId: "test" } }));
    expect(found.data.results).toEqual([expect.objectContaining({ status: expect.objectContaining({ contractStatus: "AWAITING_SIGNED_DOCUMENTS", startDate: null }) })]);
  });

  it("the agent records the signed documents: refused without the identity confirmed, then the contract is concluded and starts by the rule", async () => {
    const number = await marieOrder("PAPER");
    const url = `http://localhost/sibp/contrat/${number}/tableau-de-bord`;
    const call = async (fields: Record<string, string>) =>
      answer(agentHome.action({ request: await agentRequest(url, { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } }), params: { agentContract: number }, context: { requestId: "test" } }));

    const refused = await call({});
    expect((refused.data as { result: { error: Record<string, string[]> } }).result.error).toMatchObject({ identityChecked: ["desk:identity.required"] });
    expect(store.state.hubContracts[number]![0]!.legalInfo.contractStatus).toBe("AWAITING_SIGNED_DOCUMENTS");

    const recorded = await call({ identityChecked: "yes" });
    expect(recorded.location).toBe(`/sibp/contrat/${number}/tableau-de-bord?documents=recus`);
    const today = dayIn(new Date());
    const contract = store.state.hubContracts[number]![0]!;
    expect(contract.legalInfo).toMatchObject({ contractStatus: "VALIDATED", beginDate: today });
    expect(contract.delivery.startDate).toBe(serviceStartDate(today, false));
    // Decision 076: a change is audited as requested before it is made, then with its outcome.
    const audit = (await callJson("GET", "/__sandbox/audit")).body as { action: string; outcome: string; contractId: string }[];
    expect(audit.filter((line) => line.action === "contract.signedDocuments").map((line) => line.outcome)).toEqual(["rejected", "requested", "success"]);

    const home = await answer<{ documentsRecorded: boolean; contract: Record<string, unknown> }>(
      agentHome.loader({ request: await agentRequest(`${url}?documents=recus`), params: { agentContract: number }, context: { requestId: "test" } }),
    );
    expect(home.data.documentsRecorded).toBe(true);
    expect(home.data.contract).toMatchObject({ state: "starting", start: { contractStatus: "VALIDATED", startDate: serviceStartDate(today, false) } });
  });
});
