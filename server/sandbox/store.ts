import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { FIRST_NEW_CLIENT_ID, seedClients } from "./seed/clients.js";
import { seedFamilies, type StoredRelative } from "./family.js";
import type { VisitReport } from "./history.js";
import {
  GEOFENCE_CONTRACT_NUMBER,
  SECOND_CONTRACT_NUMBER,
  SEED_CONTRACT_NUMBER,
  seedContractVersions,
  seedGeofenceContractVersions,
  seedSecondContractVersions,
} from "./seed/contract.js";
import type { ClientProfile, Fault, HubContract, HubRequest, JourneyRecord, SentMail } from "./types.js";
import { seedAddressBooks, type AddressBookEntry } from "./seed/addresses.js";
import { seedWithdrawableContractVersions, WITHDRAWABLE_CONTRACT_NUMBER } from "./seed/withdrawable.js";

/**
 * What the sandbox remembers between requests and restarts: everything the app writes.
 * Reference data (menu, pages, prices, discount codes) is read from the seed modules directly.
 */
export interface SandboxState {
  schema: typeof STATE_SCHEMA;
  /** Last sequence numbers handed out. */
  sequence: { contract: number; client: number; request: number };
  journeys: Record<string, JourneyRecord>;
  /** Versions of each contract, ascending. */
  hubContracts: Record<string, HubContract[]>;
  hubRequests: HubRequest[];
  clients: Record<string, ClientProfile>;
  /** E-mails sent (quotations) and received by the sandbox's SMTP server (the outbox); absent from files written before quotations. */
  mails?: SentMail[];
  /** The family circle of each contract; seeded when a file written before it is read. */
  families?: Record<string, StoredRelative[]>;
  /** The contract owner's choice of a mail on each important alert, by contract; absent: yes, in French (decision 138). */
  ownerAlerts?: Record<string, { alertsByEmail: boolean; language: "fr" | "en" }>;
  /** Alerts raised through /__sandbox since the seed, by contract (the calendar's reports are not stored). */
  events?: Record<string, VisitReport[]>;
  /** Customers' address books, by customer id; absent from files written before them. */
  addressBooks?: Record<string, AddressBookEntry[]>;
  /** The instants of the invitation mails of each contract within the last day (./limits.ts); absent from files written before they were counted. */
  invitationsSent?: Record<string, string[]>;
}

export interface SandboxStore {
  /** Where the state is persisted; null = memory only. */
  readonly file: string | null;
  readonly state: SandboxState;
  /** Injected faults, memory only. */
  faults: Fault[];
  /** Records a mutation of `state`: persists it soon after (debounced, atomic write). */
  changed(): void;
  /** Restores the seed, clears faults and persists. */
  reset(): void;
  /** Writes any pending change now. */
  flush(): void;
}

const STATE_SCHEMA = 2;
const PERSIST_DELAY_MS = 25;

export const DEFAULT_DATA_FILE = resolve(dirname(fileURLToPath(import.meta.url)), "../../data/sandbox.json");

export function seedState(): SandboxState {
  return {
    schema: STATE_SCHEMA,
    sequence: { contract: 0, client: FIRST_NEW_CLIENT_ID - 1, request: 0 },
    journeys: {},
    hubContracts: {
      [SEED_CONTRACT_NUMBER]: seedContractVersions(),
      [SECOND_CONTRACT_NUMBER]: seedSecondContractVersions(),
      [GEOFENCE_CONTRACT_NUMBER]: seedGeofenceContractVersions(),
      [WITHDRAWABLE_CONTRACT_NUMBER]: seedWithdrawableContractVersions(),
    },
    hubRequests: [],
    clients: seedClients(),
    mails: [],
    families: seedFamilies(),
    events: {},
    addressBooks: seedAddressBooks(),
    invitationsSent: {},
  };
}

function isState(value: unknown): value is SandboxState {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<SandboxState>;
  return (
    candidate.schema === STATE_SCHEMA &&
    typeof candidate.sequence === "object" &&
    typeof candidate.journeys === "object" &&
    typeof candidate.hubContracts === "object" &&
    Array.isArray(candidate.hubRequests) &&
    typeof candidate.clients === "object"
  );
}

function load(file: string): SandboxState | null {
  if (!existsSync(file)) return null;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (isState(parsed)) return parsed;
    console.warn(`sandbox: ${file} has an unknown format, starting from the seed`);
  } catch (error) {
    console.warn(`sandbox: cannot read ${file} (${(error as Error).message}), starting from the seed`);
  }
  return null;
}

function writeAtomically(file: string, state: SandboxState): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, file);
}

/**
 * The sandbox store. `file` defaults to $SANDBOX_DATA_FILE, else data/sandbox.json at the repo
 * root; `null` keeps everything in memory (tests).
 */
export function createStore(options: { file?: string | null } = {}): SandboxStore {
  const file = options.file === undefined ? resolve(process.env.SANDBOX_DATA_FILE || DEFAULT_DATA_FILE) : options.file;
  let state: SandboxState = (file && load(file)) || seedState();
  // A file written before the family circle: its seed joins what was kept.
  state.families ??= seedFamilies();
  state.hubContracts[GEOFENCE_CONTRACT_NUMBER] ??= seedGeofenceContractVersions();
  state.hubContracts[WITHDRAWABLE_CONTRACT_NUMBER] ??= seedWithdrawableContractVersions();
  let timer: NodeJS.Timeout | null = null;

  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!file) return;
    try {
      writeAtomically(file, state);
    } catch (error) {
      console.error(`sandbox: cannot write ${file}: ${(error as Error).message}`);
    }
  };

  const store: SandboxStore = {
    file,
    get state() {
      return state;
    },
    faults: [],
    changed() {
      if (!file || timer) return;
      timer = setTimeout(flush, PERSIST_DELAY_MS);
    },
    reset() {
      state = seedState();
      store.faults = [];
      flush();
    },
    flush,
  };
  if (file && !existsSync(file)) flush();
  return store;
}
