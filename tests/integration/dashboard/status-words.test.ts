import { describe, expect, it, vi } from "vitest";
import { contractStatusWording, listedStatusFacts, statusFactsOf } from "~/kernel/contract/contract-status";
import { addDays, today } from "~/kernel/contract/calendar";
import { formatDay } from "~/kernel/i18n/date-format";
import { getHubContract, listContractsOfCustomer, searchContracts } from "~/kernel/upstream/hub.server";
import { getT } from "~/kernel/i18n/i18next.server";
import { useSandbox } from "../sandbox/setup";
import type { HubContract } from "../../../server/sandbox/types.js";
import { CONTRACT } from "../../unit/dashboard/helpers";

/**
 * One status wording (decision 064): the counter's contract search and the client's
 * contract list read the hub's summaries, both dashboards (one home page at two doors) read the
 * contract itself. For every state, the words are the same.
 */
const { store } = useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

type Contract = HubContract;

const STATES: { name: string; key: string; change: (contract: Contract, day: string) => void }[] = [
  { name: "active", key: "active", change: () => {} },
  { name: "signed, starting later", key: "starting", change: (contract, day) => void (contract.delivery.startDate = addDays(day, 5)) },
  {
    name: "awaiting the signed documents",
    key: "awaitingSignedDocuments",
    change: (contract) => {
      contract.legalInfo.contractStatus = "AWAITING_SIGNED_DOCUMENTS";
      contract.delivery.startDate = null;
    },
  },
  {
    name: "suspension planned",
    key: "suspensionPlanned",
    change: (contract, day) => Object.assign(contract.delivery, { suspended: true, suspension: { startDate: addDays(day, 3), endDate: addDays(day, 10), reason: "HOLIDAYS" } }),
  },
  {
    name: "suspended",
    key: "suspended",
    change: (contract, day) => Object.assign(contract.delivery, { suspended: true, suspension: { startDate: addDays(day, -1), endDate: addDays(day, 10), reason: null } }),
  },
  { name: "termination requested", key: "terminationRequested", change: (contract, day) => void (contract.legalInfo.terminationRequestDate = addDays(day, 30)) },
];

describe("a contract's status reads the same at the counter, in the client's list and on both dashboards", () => {
  for (const state of STATES) {
    it(state.name, async () => {
      const day = today();
      state.change(store.state.hubContracts[CONTRACT]!.at(-1)!, day);
      const t = getT("fr");
      const words = (facts: Parameters<typeof contractStatusWording>[0]) => {
        const wording = contractStatusWording(facts, day, (iso) => formatDay(iso, "fr"));
        return t(wording.key, wording.values);
      };
      const dashboard = await getHubContract(CONTRACT);
      const [counter] = await searchContracts({ contractNumber: CONTRACT });
      const listed = (await listContractsOfCustomer("100001")).find((contract) => contract.contractNumber === CONTRACT);
      const expected = words(statusFactsOf(dashboard));
      expect(contractStatusWording(statusFactsOf(dashboard), day, (iso) => iso).key).toBe(`common:words.status.${state.key}`);
      expect(words(listedStatusFacts(counter!))).toBe(expected);
      expect(words(listedStatusFacts(listed!))).toBe(expected);
      expect(expected).not.toMatch(/[A-Z_]{5,}|\{\{/);
    });
  }
});
