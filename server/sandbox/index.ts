/**
 * The sandbox upstream: every upstream service the app calls, on loopback, over a seeded store.
 * docs/upstream-api.md describes every path it serves.
 */
export { createSandboxHandlers } from "./handlers/index.js";
export { createStore, DEFAULT_DATA_FILE, type SandboxState, type SandboxStore } from "./store.js";
export { startSandbox, type RunningSandbox, type SandboxOptions } from "./server.js";
export { SIGNATURE_CODE } from "./handlers/journey.js";
export { SEED_CONTRACT_NUMBER, SEED_CUSTOMER_ID } from "./seed/contract.js";
export type { Fault, HubContract, Offer } from "./types.js";
