import { z } from "zod";
import type { ClientProfile, Sex } from "~/kernel/people/counter-client";
import { upstream } from "./http.server";

/** The client service (SPEC 7, base /sibp/api): tokens, find-or-create and profiles. */

const profileSchema = z.object({
  userId: z.string(),
  gender: z.string().nullable().default(null),
  lastName: z.string(),
  firstName: z.string(),
  phone: z.string().nullable().default(null),
  birthdate: z.string().nullable().default(null),
  email: z.string().nullable().optional(),
  primaryPostalAddress: z
    .object({ postalCode: z.string(), locality: z.string(), line4: z.string(), line7: z.string() })
    .nullable()
    .default(null),
}) satisfies z.ZodType<ClientProfile, unknown>;

export interface ClientSearch {
  lastName?: string;
  firstName?: string;
  birthdate?: string;
  email?: string;
  phone?: string;
}

export interface NewClient {
  sex: Sex;
  firstName: string;
  lastName: string;
  /** Absent: the client has no e-mail. */
  email?: string;
  address: { streetName: string; zipCode: string; city: string; country: string };
}

/** POST /client/find-or-create/ with `{ search }`: the clients matching every criterion given. */
export async function findClients(search: ClientSearch, requestId?: string): Promise<ClientProfile[]> {
  const answer = await upstream.client.post(
    "/sibp/api/client/find-or-create/",
    z.object({ data: z.object({ clients: z.array(profileSchema) }) }),
    { body: { search }, requestId },
  );
  return answer.data.clients;
}

/** POST /client/find-or-create/ with a new client: the existing one with that e-mail, else a new one. */
export async function findOrCreateClient(client: NewClient, requestId?: string): Promise<{ userId: string; created: boolean }> {
  const answer = await upstream.client.post(
    "/sibp/api/client/find-or-create/",
    z.object({ data: z.object({ userId: z.string(), created: z.boolean() }) }),
    { body: client, requestId },
  );
  return answer.data;
}

/** GET /client/profile/{id}. */
export function getClientProfile(id: string, requestId?: string): Promise<ClientProfile> {
  return upstream.client.get(`/sibp/api/client/profile/${encodeURIComponent(id)}`, profileSchema, { requestId });
}

/** POST /client/reset-token/: the client service e-mails the client a link to choose a new password. */
export async function sendPasswordReset(email: string, requestId?: string): Promise<void> {
  await upstream.client.post("/sibp/api/client/reset-token/", z.object({ data: z.object({ sent: z.boolean() }) }), { body: { email }, requestId });
}
