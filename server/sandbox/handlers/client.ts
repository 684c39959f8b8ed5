import { randomBytes } from "node:crypto";
import type { HttpHandler } from "msw";
import { auditFileOf, createAuditLog } from "../audit.js";
import { own } from "../own.js";
import type { SandboxStore } from "../store.js";
import type { ClientProfile } from "../types.js";
import { isObject, json, nonEmptyString, problem, readJsonObject, route, routeSlashOptional } from "./respond.js";

const BASE = "/sibp/api/client";
const TOKEN_LIFETIME_MS = 24 * 3600 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_MATCHES = 20;
const AUDIT_FIELDS = ["time", "agentIdrh", "regate", "action", "clientId", "contractId", "outcome"] as const;

const normalise = (value: string) => value.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
const digits = (value: string) => value.replace(/\D/g, "");

/** The search half of find-or-create: every given criterion must match (names ignore case and accents). */
function matchesSearch(client: ClientProfile, search: Record<string, unknown>): boolean {
  const text = (key: string) => (typeof search[key] === "string" && (search[key] as string).trim() !== "" ? (search[key] as string) : null);
  const lastName = text("lastName");
  const firstName = text("firstName");
  const birthdate = text("birthdate");
  const email = text("email");
  const phone = text("phone");
  if (!lastName && !firstName && !birthdate && !email && !phone) return false;
  return (
    (!lastName || normalise(client.lastName) === normalise(lastName)) &&
    (!firstName || normalise(client.firstName) === normalise(firstName)) &&
    (!birthdate || client.birthdate === birthdate) &&
    (!email || client.email.toLowerCase() === email.toLowerCase().trim()) &&
    (!phone || (client.phone !== null && digits(client.phone) === digits(phone)))
  );
}

/** The SIBP client service: tokens, find-or-create and profiles. */
export function clientHandlers(store: SandboxStore): HttpHandler[] {
  const audit = createAuditLog(auditFileOf(store.file));
  return [
    ...routeSlashOptional("post", "/sibp/api/audit/", async ({ request }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const unknown = Object.keys(body.value).filter((key) => !(AUDIT_FIELDS as readonly string[]).includes(key));
      if (unknown.length > 0 || typeof body.value.action !== "string" || typeof body.value.time !== "string") {
        return problem(400, "INVALID_BODY", `An audit line has exactly ${AUDIT_FIELDS.join(", ")}`, { unknown });
      }
      audit.append(body.value);
      return json({ data: { recorded: true } }, 201);
    }),
    route("get", "/__sandbox/audit", () => json(audit.lines())),

    ...routeSlashOptional("get", `${BASE}/register-token`, ({ url }) => {
      const email = url.searchParams.get("email");
      if (!email || !EMAIL.test(email)) return problem(400, "MISSING_PARAMETER", "The query parameter email is required");
      return json({ data: { token: randomBytes(16).toString("hex"), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS).toISOString() } });
    }),

    ...routeSlashOptional("post", `${BASE}/reset-token/`, async ({ request }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      if (typeof body.value.email !== "string" || !EMAIL.test(body.value.email)) return problem(400, "INVALID_BODY", "email is required");
      return json({ data: { sent: true } });
    }),

    ...routeSlashOptional("post", `${BASE}/find-or-create/`, async ({ request }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      if (isObject(body.value.search)) {
        const search = body.value.search;
        const clients = Object.values(store.state.clients).filter((client) => matchesSearch(client, search)).slice(0, MAX_MATCHES);
        return json({ data: { clients } });
      }
      const { sex, email } = body.value;
      const address = isObject(body.value.address) ? body.value.address : {};
      const fields = {
        firstName: nonEmptyString(body.value.firstName, 100),
        lastName: nonEmptyString(body.value.lastName, 100),
        streetName: nonEmptyString(address.streetName),
        zipCode: nonEmptyString(address.zipCode, 11),
        city: nonEmptyString(address.city, 100),
        country: nonEmptyString(address.country, 60),
      };
      const missing = Object.entries(fields).filter(([, value]) => value === null).map(([name]) => name);
      if (sex !== "female" && sex !== "male") missing.unshift("sex");
      // A client may have no e-mail (many elderly clients have none): then none is found by it.
      if (email !== undefined && email !== null && (typeof email !== "string" || !EMAIL.test(email))) missing.push("email");
      if (missing.length > 0) return problem(400, "INVALID_BODY", `Missing or invalid: ${missing.join(", ")}`, { missing });

      const found = typeof email === "string" ? Object.values(store.state.clients).find((client) => client.email.toLowerCase() === email.toLowerCase()) : undefined;
      if (found) return json({ data: { userId: found.userId, created: false } });
      store.state.sequence.client += 1;
      const client: ClientProfile = {
        userId: String(store.state.sequence.client),
        gender: sex as ClientProfile["gender"],
        lastName: fields.lastName!,
        firstName: fields.firstName!,
        phone: null,
        birthdate: null,
        email: typeof email === "string" ? email.trim() : "",
        primaryPostalAddress: {
          postalCode: fields.zipCode!,
          locality: fields.city!.toUpperCase(),
          line4: fields.streetName!.toUpperCase(),
          line7: fields.country!.toUpperCase(),
        },
      };
      store.state.clients[client.userId] = client;
      store.changed();
      return json({ data: { userId: client.userId, created: true } });
    }),

    ...routeSlashOptional("get", `${BASE}/profile/:id`, ({ params }) => {
      const client = own(store.state.clients, params.id ?? "");
      return client ? json(client) : problem(404, "CLIENT_NOT_FOUND", `No client ${params.id}`);
    }),
  ];
}
