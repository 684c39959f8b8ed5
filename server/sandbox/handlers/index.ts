import type { HttpHandler } from "msw";
import type { SandboxStore } from "../store.js";
import { addressHandlers } from "./address.js";
import { ecommerceHandlers, type BearerOwner } from "./ecommerce.js";
import { addressBookHandlers } from "./address-book.js";
import { addressLookupHandlers, LOOKUP_BASE } from "./address-lookup.js";
import { clientHandlers } from "./client.js";
import { contentHandlers } from "./content.js";
import { controlHandlers, faultHandler } from "./control.js";
import { hubHandlers } from "./hub.js";
import { journeyHandlers } from "./journey.js";
import { offerHandlers } from "./offers.js";
import { outboxHandlers, type HubWebhook } from "./outbox.js";
import { problem, route } from "./respond.js";
import { vsmpApiHandlers } from "./vsmp-api.js";
import { withdrawalHandlers } from "./withdrawal.js";

/** Prefixes the sandbox owns: an unknown path under them is a JSON 404, not an unhandled request. */
const OWNED_PREFIXES = ["/__sandbox", "/occ", "/vsmp/api", "/sibp/api", "/front/address", "/front/occ", LOOKUP_BASE];

/**
 * Every upstream path the app calls, as msw handlers over `store`. Works under msw's
 * setupServer and behind the node:http adapter alike; matches any origin.
 */
export function createSandboxHandlers(store: SandboxStore, options: { webhook?: HubWebhook | null; bearerOwner?: BearerOwner | null } = {}): HttpHandler[] {
  return [
    ...controlHandlers(store),
    ...outboxHandlers(store, options.webhook ?? null),
    faultHandler(store),
    ...contentHandlers(),
    ...offerHandlers(),
    ...withdrawalHandlers(store),
    ...hubHandlers(store),
    ...journeyHandlers(store),
    ...vsmpApiHandlers(store),
    ...clientHandlers(store),
    ...addressBookHandlers(store),
    ...addressHandlers(),
    ...ecommerceHandlers({ bearerOwner: options.bearerOwner ?? null }),
    ...addressLookupHandlers(),
    ...OWNED_PREFIXES.map((prefix) =>
      route("all", `${prefix}/*`, ({ request, url }) => problem(404, "NOT_FOUND", `No sandbox route for ${request.method} ${url.pathname}`)),
    ),
  ];
}
