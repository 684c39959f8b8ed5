import type { HttpHandler } from "msw";
import { lastVersionOf } from "../contracts.js";
import { digestOf, newToken, relativeView, type StoredRelative } from "../family.js";
import { own } from "../own.js";
import type { SandboxStore } from "../store.js";
import type { HubContract } from "../types.js";
import { relativeNameProblem } from "../../../app/kernel/people/family/forms";
import { INVITATION_WINDOW_MS, INVITATIONS_PER_WINDOW, sendWithin } from "../limits.js";
import { isObject, json, nonEmptyString, problem, readJsonObject, route, tooMany } from "./respond.js";

const BASE = "/vsmp/api/vsmp/v1/hub";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RELATIONSHIPS = ["CHILD", "GRANDCHILD", "SIBLING", "SPOUSE", "NEPHEW_NIECE", "FRIEND", "NEIGHBOUR", "OTHER"];

const LANGUAGES = ["fr", "en"] as const;
type Language = (typeof LANGUAGES)[number];
const isLanguage = (value: unknown): value is Language => typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

const isInstant = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value);
const person = (contract: HubContract["subscriber"] | HubContract["recipient"]) => ({ civility: contract.civility, firstName: contract.firstName, lastName: contract.lastName });
const isActive = (relative: StoredRelative, now: Date) => relative.state === "FOLLOWING" || (relative.state === "INVITED" && Date.parse(relative.expiresAt) > now.getTime());

/**
 * The family circle (decision 085): the hub keeps each contract's relatives and invitations, hands
 * out an invitation's token once, tells who follows what (asked on every request of a
 * relative), and records the relative's choice of e-mail alerts. Rules of the app
 * (app/kernel/people/family) decide; the hub also refuses what could only be a race or a replay (an
 * invitation used twice, a token replaced by a resend, past its end).
 */
export function familyHandlers(store: SandboxStore): HttpHandler[] {
  const families = () => (store.state.families ??= {});
  const contractOf = (contractNumber: string | undefined) => {
    const versions = own(store.state.hubContracts, contractNumber ?? "");
    return versions ? lastVersionOf(versions) : undefined;
  };
  const circleOf = (contractNumber: string) => (families()[contractNumber] ??= []);
  const notFound = (contractNumber: string | undefined) => problem(404, "CONTRACT_NOT_FOUND", `No contract ${contractNumber}`);
  const byToken = (token: unknown) => {
    if (typeof token !== "string" || token.length < 32 || token.length > 128) return undefined;
    const digest = digestOf(token);
    return Object.values(families())
      .flat()
      .find((relative) => relative.tokenDigest === digest);
  };
  const following = (customerId: string) =>
    Object.values(families())
      .flat()
      .filter((relative) => relative.state === "FOLLOWING" && relative.customerId === customerId)
      .flatMap((relative) => {
        const contract = contractOf(relative.contractNumber);
        if (!contract) return [];
        return [
          {
            relativeId: relative.id,
            contractNumber: relative.contractNumber,
            since: relative.acceptedAt,
            alertsByEmail: relative.alertsByEmail,
            recipient: person(contract.recipient),
            owner: person(contract.subscriber),
          },
        ];
      });
  /** One more invitation mail for this contract, or the refusal that says when one may be sent again. */
  const countInvitation = (contractNumber: string, now: Date): Response | null => {
    const sent = (store.state.invitationsSent ??= {});
    const answer = sendWithin(sent[contractNumber] ?? [], { max: INVITATIONS_PER_WINDOW, windowMs: INVITATION_WINDOW_MS }, now);
    if (!answer.allowed) return tooMany("TOO_MANY_INVITATIONS", `At most ${INVITATIONS_PER_WINDOW} invitations are sent per contract within a day`, answer.retryAt);
    sent[contractNumber] = answer.sentAt;
    return null;
  };
  const member = (contractNumber: string | undefined, id: string | undefined) => circleOf(contractNumber ?? "").find((relative) => relative.id === id);
  // The owner is mailed on each important alert unless they said no (decision 138).
  const ownerOf = (contractNumber: string) => store.state.ownerAlerts?.[contractNumber] ?? { alertsByEmail: true, language: "fr" as const };

  return [
    route("get", `${BASE}/contract/:contractNumber/family`, ({ params }) => {
      const contract = contractOf(params.contractNumber);
      if (!contract) return notFound(params.contractNumber);
      const relatives = [...circleOf(contract.contractNumber)].sort((a, b) => b.invitedAt.localeCompare(a.invitedAt)).map(relativeView);
      return json({ messaging: { code: contract.familyMessaging.code, state: contract.familyMessaging.state }, owner: ownerOf(contract.contractNumber), relatives });
    }),

    route("put", `${BASE}/contract/:contractNumber/family/owner-alerts`, async ({ request, params }) => {
      const contract = contractOf(params.contractNumber);
      if (!contract) return notFound(params.contractNumber);
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      if (!isObject(body.value) || typeof body.value.alertsByEmail !== "boolean") return problem(400, "INVALID_BODY", "alertsByEmail (a boolean) is required");
      if (body.value.language !== undefined && !isLanguage(body.value.language)) return problem(400, "INVALID_BODY", "language, when given, is fr or en");
      const owner = { alertsByEmail: body.value.alertsByEmail, language: body.value.language ?? ownerOf(contract.contractNumber).language };
      (store.state.ownerAlerts ??= {})[contract.contractNumber] = owner;
      store.changed();
      return json({ owner });
    }),

    route("post", `${BASE}/contract/:contractNumber/family/relatives`, async ({ request, params }) => {
      const contract = contractOf(params.contractNumber);
      if (!contract) return notFound(params.contractNumber);
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const firstName = nonEmptyString(body.value.firstName, 50);
      const lastName = nonEmptyString(body.value.lastName, 50);
      const email = nonEmptyString(body.value.email, 254);
      const { relationship, expiresAt } = body.value;
      if (!firstName || !lastName || !email || !EMAIL.test(email) || typeof relationship !== "string" || !RELATIONSHIPS.includes(relationship) || !isInstant(expiresAt)) {
        return problem(400, "INVALID_BODY", "firstName, lastName, email, relationship (one of the codes) and expiresAt (an ISO instant) are required");
      }
      if (relativeNameProblem(firstName) || relativeNameProblem(lastName)) return problem(400, "INVALID_NAME", "A name holds no control character, link or markup");
      const now = new Date();
      const circle = circleOf(contract.contractNumber);
      if (circle.some((relative) => isActive(relative, now) && relative.email.toLowerCase() === email.toLowerCase())) {
        return problem(409, "ALREADY_INVITED", "This e-mail is already invited or following this contract");
      }
      const refused = countInvitation(contract.contractNumber, now);
      if (refused) return refused;
      const { token, digest } = newToken();
      const relative: StoredRelative = {
        id: `REL-${contract.contractNumber}-${circle.length + 1}`,
        contractNumber: contract.contractNumber,
        firstName,
        lastName,
        email,
        relationship,
        state: "INVITED",
        invitedAt: now.toISOString(),
        expiresAt,
        acceptedAt: null,
        endedAt: null,
        customerId: null,
        alertsByEmail: false,
        tokenDigest: digest,
      };
      circle.push(relative);
      store.changed();
      return json({ relative: relativeView(relative), token }, 201);
    }),

    route("post", `${BASE}/contract/:contractNumber/family/relatives/:id/:change`, async ({ request, params }) => {
      if (!contractOf(params.contractNumber)) return notFound(params.contractNumber);
      const relative = member(params.contractNumber, params.id);
      if (!relative) return problem(404, "RELATIVE_NOT_FOUND", `No relative ${params.id} on contract ${params.contractNumber}`);
      const body = await readJsonObject(request, {});
      if (!body.ok) return body.response;
      const now = new Date().toISOString();
      switch (params.change) {
        case "resend": {
          if (relative.state !== "INVITED") return problem(409, "NOT_INVITED", "Only an invitation not accepted can be sent again");
          if (!isInstant(body.value.expiresAt)) return problem(400, "INVALID_BODY", "expiresAt (an ISO instant) is required");
          const refused = countInvitation(relative.contractNumber, new Date());
          if (refused) return refused;
          const { token, digest } = newToken();
          Object.assign(relative, { invitedAt: now, expiresAt: body.value.expiresAt, tokenDigest: digest });
          store.changed();
          return json({ relative: relativeView(relative), token });
        }
        case "withdraw":
          if (relative.state !== "INVITED") return problem(409, "NOT_INVITED", "Only an invitation not accepted can be withdrawn");
          // The digest is kept: the link then says it was withdrawn (the hub refuses to accept it by its state).
          Object.assign(relative, { state: "WITHDRAWN", endedAt: now });
          store.changed();
          return json({ relative: relativeView(relative) });
        case "revoke":
          if (relative.state !== "FOLLOWING") return problem(409, "NOT_FOLLOWING", "Only a relative who follows the contract can be revoked");
          Object.assign(relative, { state: "REVOKED", endedAt: now, alertsByEmail: false });
          store.changed();
          return json({ relative: relativeView(relative) });
        default:
          return problem(404, "NOT_FOUND", `No change ${params.change}`);
      }
    }),

    route("get", `${BASE}/family/invitation`, ({ url }) => {
      const relative = byToken(url.searchParams.get("token"));
      const contract = relative ? contractOf(relative.contractNumber) : undefined;
      if (!relative || !contract) return problem(404, "INVITATION_NOT_FOUND", "No invitation for this token (unknown, or replaced by a later sending)");
      return json({
        relative: relativeView(relative),
        contract: { contractNumber: contract.contractNumber, subscriber: { customerId: contract.subscriber.customerId, ...person(contract.subscriber) }, recipient: person(contract.recipient) },
      });
    }),

    route("post", `${BASE}/family/invitation/accept`, async ({ request }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const customerId = nonEmptyString(body.value.customerId, 64);
      if (!customerId) return problem(400, "INVALID_BODY", "token and customerId are required");
      const language = body.value.language ?? "fr";
      if (!isLanguage(language)) return problem(400, "INVALID_BODY", "language, when given, is fr or en");
      const relative = byToken(body.value.token);
      if (!relative) return problem(404, "INVITATION_NOT_FOUND", "No invitation for this token");
      if (relative.state === "FOLLOWING") return problem(409, "INVITATION_USED", "This invitation was already accepted");
      if (relative.state !== "INVITED") return problem(409, "INVITATION_ENDED", `This invitation was ${relative.state.toLowerCase()}`);
      if (Date.parse(relative.expiresAt) <= Date.now()) return problem(410, "INVITATION_EXPIRED", "This invitation has expired");
      Object.assign(relative, { state: "FOLLOWING", customerId, acceptedAt: new Date().toISOString(), language });
      store.changed();
      return json({ relative: relativeView(relative) });
    }),

    route("get", `${BASE}/family/relative/:customerId`, ({ params }) => json({ results: following(params.customerId ?? ""), nextResults: null })),

    route("put", `${BASE}/family/relative/:customerId/contract/:contractNumber/alerts`, async ({ request, params }) => {
      const relative = circleOf(params.contractNumber ?? "").find((candidate) => candidate.state === "FOLLOWING" && candidate.customerId === params.customerId);
      if (!relative) return problem(404, "NOT_FOLLOWING", `Customer ${params.customerId} does not follow contract ${params.contractNumber}`);
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      if (!isObject(body.value) || typeof body.value.alertsByEmail !== "boolean") return problem(400, "INVALID_BODY", "alertsByEmail (a boolean) is required");
      if (body.value.language !== undefined && !isLanguage(body.value.language)) return problem(400, "INVALID_BODY", "language, when given, is fr or en");
      relative.alertsByEmail = body.value.alertsByEmail;
      if (body.value.language !== undefined) relative.language = body.value.language;
      store.changed();
      return json({ relative: relativeView(relative) });
    }),
  ];
}
