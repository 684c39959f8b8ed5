import { randomUUID } from "node:crypto";
import { http, type HttpHandler } from "msw";
import { addDays, appendVersion, devicesOf, hubPerson, hubTrustedContacts, lastVersionOf, paymentPrices, sign, VISIT_DAYS, visitsOfFormula, withShipments } from "../contracts.js";
import { priceOf } from "../pricing.js";
import { findPlan } from "../seed/offers.js";
import { avenantEffectiveDate, billedDay, earliestTerminationEnd } from "../../../app/kernel/contract/contract-dates";
import { pricesFrom } from "../../../app/kernel/money/price-in-effect";
import { awaitsSignedDocuments } from "../../../app/kernel/contract/signed-documents";
import { isLegitimateTerminationReason } from "../../../app/kernel/i18n/wording";
import { hubVersionPdf, terminationAcknowledgementPdf } from "../documents.js";
import { visitReportsOf } from "../history.js";
import { familyHandlers } from "./family.js";
import { contractDocument } from "./journey.js";
import { own } from "../own.js";
import type { SandboxStore } from "../store.js";
import { SYSTEMS, type HubContract, type HubRequestKind, type System } from "../types.js";
import { download, isIsoDate, isObject, json, problem, readJsonObject, route, today } from "./respond.js";

const BASE = "/vsmp/api/vsmp/v1/hub";
const DEFAULT_REPORT_COUNT = 200;
const MAX_REPORT_COUNT = 1000;
const DEFAULT_REPORT_DAYS = 31;
/** The longest suspension the hub accepts, first and last day included. */
const MAX_SUSPENSION_DAYS = 90;
/** The geofencing zone's radius, in metres (ours to define: the spec shows none). */
const GEOFENCE_RADIUS = { min: 100, max: 5000 } as const;

/**
 * A contract as the hub lists it. Its price is the one billed today (an avenant's new price
 * applies from its effective date, decision 100), with the new price and its first day when one
 * is to come: a list never states tomorrow's price as today's.
 */
function summary(versions: HubContract[]) {
  const contract = lastVersionOf(versions)!;
  const { current, next } = pricesFrom(versions, billedDay(contract.delivery.startDate, today()));
  return {
    id: contract.id,
    contractNumber: contract.contractNumber,
    version: contract.version,
    system: contract.system,
    href: contract.href,
    contractStatus: contract.legalInfo.contractStatus,
    cuoObjectStatus: contract.cuo.cuoObjectStatus,
    beginDate: contract.legalInfo.beginDate,
    startDate: contract.delivery.startDate,
    formula: contract.delivery.formula,
    ttcPriceInCents: (current ?? contract).payment.ttcPriceInCents,
    nextPrice: next ? { from: next.from, ttcPriceInCents: next.version.payment.ttcPriceInCents } : null,
    remoteAssistance: contract.remoteAssistance,
    remoteAssistanceType: contract.remoteAssistanceType,
    recipient: { civility: contract.recipient.civility, firstName: contract.recipient.firstName, lastName: contract.recipient.lastName },
    subscriber: { civility: contract.subscriber.civility, firstName: contract.subscriber.firstName, lastName: contract.subscriber.lastName },
    suspended: contract.delivery.suspended,
    suspension: contract.delivery.suspension ?? null,
    terminationRequestDate: contract.legalInfo.terminationRequestDate,
  };
}

/** Changes to the service wait for the signed documents: nothing starts, so nothing is amended or suspended before. */
function awaitingSignature(contract: HubContract): Response | null {
  return awaitsSignedDocuments(contract.legalInfo.contractStatus)
    ? problem(409, "AWAITING_SIGNED_DOCUMENTS", `Contract ${contract.contractNumber} waits for its signed documents`)
    : null;
}

/** Compares names the way a counter agent types them: no case, no accents, no extra spaces. */
const folded = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The contract search: by customerId (a client's contracts), by contractNumber, or by a person's
 * lastName (subscriber or recipient) with firstName and birthDate (YYYY-MM-DD) to narrow it.
 */
function searchFilter(query: URLSearchParams): ((contract: HubContract) => boolean) | string {
  const customerId = query.get("customerId");
  const contractNumber = query.get("contractNumber");
  const lastName = query.get("lastName");
  if (customerId) return (contract) => contract.subscriber.customerId === customerId;
  if (contractNumber) return (contract) => contract.contractNumber === contractNumber;
  if (!lastName?.trim()) return "One of the query parameters customerId, contractNumber or lastName is required";
  const firstName = query.get("firstName")?.trim();
  const birthDate = query.get("birthDate")?.trim();
  const person = (candidate: { firstName: string; lastName: string; birthDate: string | null }) =>
    folded(candidate.lastName) === folded(lastName) &&
    (!firstName || folded(candidate.firstName) === folded(firstName)) &&
    (!birthDate || candidate.birthDate === birthDate);
  // The journey's check for a repeated order: this beneficiary, ordered by this subscriber e-mail.
  const subscriberMail = query.get("subscriberMail")?.trim().toLowerCase();
  if (subscriberMail) return (contract) => person(contract.recipient) && contract.subscriber.mail?.trim().toLowerCase() === subscriberMail;
  return (contract) => person(contract.subscriber) || person(contract.recipient);
}

/** SPEC 7: writes to the hub carry ?system=LPFR|SIBP. Lets the request through when present. */
function systemGuard(): HttpHandler {
  return http.all(`*${BASE}/*`, ({ request }) => {
    if (request.method === "GET" || request.method === "HEAD") return undefined;
    const system = new URL(request.url).searchParams.get("system");
    if (system && SYSTEMS.includes(system as System)) return undefined;
    return problem(400, "MISSING_SYSTEM", "POST, PUT and DELETE on the hub need the query parameter system=LPFR or system=SIBP");
  });
}

/** Parses an ISO date or instant; a date-only end is the end of that day. */
function parseBound(value: string | null, endOfDay: boolean): Date | null | "invalid" {
  if (value === null || value === "") return null;
  const date = isIsoDate(value) ? new Date(`${value}T${endOfDay ? "23:59:59.999" : "00:00:00.000"}Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? "invalid" : date;
}

/** An avenant read: its new price (null when it leaves the services as they are) and how it changes the next version. */
interface ReadAvenant {
  price: HubContract["price"] | null;
  /** The avenant adds the fall detector (health data): the hub records it only with the person's consent. */
  addsFallDetector: boolean;
  apply: (next: HubContract) => string[];
}

function readAvenant(body: Record<string, unknown>, current: HubContract): ReadAvenant | string {
  const { delivery, recipient, trustedContact, payment } = body;
  if (delivery === undefined && recipient === undefined && trustedContact === undefined && payment === undefined) {
    return "an avenant changes at least one of delivery, recipient, trustedContact, payment";
  }
  if (delivery !== undefined && !isObject(delivery)) return "delivery must be an object";
  if (recipient !== undefined && !isObject(recipient)) return "recipient must be an object";
  if (trustedContact !== undefined && !Array.isArray(trustedContact)) return "trustedContact must be a list";
  if (payment !== undefined && !isObject(payment)) return "payment must be an object";

  const formula = typeof delivery?.formula === "string" ? delivery.formula : current.delivery.formula;
  const visitDays = delivery?.visitDays === undefined ? current.delivery.visitDays : delivery.visitDays;
  if (!Array.isArray(visitDays) || !visitDays.every((day) => VISIT_DAYS.includes(day))) return "visitDays must list MONDAY to SATURDAY";
  if (new Set(visitDays).size !== visitDays.length) return "visitDays must not repeat a day";
  const system: System = current.system === "SIBP" ? "SIBP" : "LPFR";
  const level = current.triggerType === "DDC" ? "PREMIUM" : "STANDARD";
  const currentOptions = current.delivery.options ?? [];
  const options = delivery?.options === undefined ? currentOptions : delivery.options;
  if (!Array.isArray(options) || !options.every((code) => typeof code === "string")) return "delivery.options must list option codes";
  if (new Set(options).size !== options.length) return "delivery.options must not repeat a code";
  const offered = findPlan(system, level, current.remoteAssistanceType, formula)?.offer.optionList.map((option) => option.code) ?? [];
  const unknown = options.find((code) => !offered.includes(code));
  if (unknown) return `option ${unknown} is not offered with ${current.remoteAssistanceType}`;
  // The contract's promo codes keep applying, by the same rule (months counted from the start).
  const price = priceOf(system, level, { remoteAssistanceType: current.remoteAssistanceType, formula, options }, current.price.promoCodes);
  if (!price) return `formula ${formula} does not exist for ${current.remoteAssistanceType}`;
  if (visitsOfFormula(formula) !== visitDays.length) return `formula ${formula} needs ${visitsOfFormula(formula)} visit days`;
  const accountOwner = payment?.accountOwner;
  if (accountOwner !== undefined && (typeof accountOwner !== "string" || !accountOwner.trim())) return "payment.accountOwner must be a name";

  const addsFallDetector = options.includes("FALL_DETECTOR_BRACELET") && !currentOptions.includes("FALL_DETECTOR_BRACELET");
  const apply = (next: HubContract) => {
    const changed: string[] = [];
    if (delivery) {
      next.delivery.formula = formula;
      next.delivery.visitDays = VISIT_DAYS.filter((day) => (visitDays as string[]).includes(day));
      next.delivery.options = [...options];
      next.price = price;
      Object.assign(next.payment, paymentPrices(price));
      changed.push("delivery", "payment");
      if (options.join() !== currentOptions.join()) lendDevicesFor(next, options);
    }
    if (recipient) {
      const merged = hubPerson({ ...next.recipient, ...recipient });
      Object.assign(next.recipient, merged);
      for (const key of ["doctorName", "doctorCivility", "doctorPhone", "phoneInstallationType", "subscribersRelationship"] as const) {
        if (typeof recipient[key] === "string") next.recipient[key] = recipient[key] as string;
      }
      changed.push("recipient");
    }
    if (trustedContact) {
      next.trustedContact = hubTrustedContacts(trustedContact, next.contractNumber, next.trustedContact);
      changed.push("trustedContact");
    }
    if (typeof accountOwner === "string") {
      next.payment.accountOwner = accountOwner.trim();
      changed.push("payment");
    }
    return changed;
  };
  return { price: delivery ? price : null, addsFallDetector, apply };
}

/** The equipment and geofencing follow the options: a bracelet added is lent, one removed is taken back. */
function lendDevicesFor(next: HubContract, options: string[]) {
  const since = today();
  const wanted = devicesOf(next.remoteAssistanceType, options, next.contractNumber, since, since);
  const kept = (next.devices ?? []).filter((device) => wanted.some((candidate) => candidate.kind === device.kind));
  const lent = wanted.filter((candidate) => !kept.some((device) => device.kind === candidate.kind));
  next.devices = [...kept, ...lent];
  if (next.remoteAssistanceType !== "MOBILE") return;
  const geofencing = options.includes("GEOFENCING");
  if (!geofencing) next.geolocation = null;
  else if (!next.geolocation) next.geolocation = { enabled: true, radiusInMeters: 500, homeAddress: `${next.recipient.L4}, ${next.recipient.L6}` };
}

/** A request's reference starts with its kind, in French: the person reads it (a termination: RESILIATION-…). */
export const REFERENCE_PREFIX: Record<HubRequestKind, string> = {
  avenant: "AVENANT",
  suspension: "SUSPENSION",
  termination: "RESILIATION",
  geolocation: "GEOLOCATION",
  familyMessaging: "FAMILYMESSAGING",
  withdrawal: "RETRACTATION",
};

export function hubHandlers(store: SandboxStore): HttpHandler[] {
  const versionsOf = (contractNumber: string | undefined) => own(store.state.hubContracts, contractNumber ?? "");
  const notFound = (contractNumber: string | undefined) => problem(404, "CONTRACT_NOT_FOUND", `No contract ${contractNumber}`);

  /** Records an avenant, suspension or termination and the version it creates. */
  const request = (kind: HubRequestKind, contractNumber: string, system: System, body: unknown, change: (next: HubContract, receivedAt: string) => string[], extra: Record<string, string> = {}) => {
    const versions = versionsOf(contractNumber)!;
    const receivedAt = new Date().toISOString();
    const version = appendVersion(versions, (next) => change(next, receivedAt));
    store.state.sequence.request += 1;
    const requestId = `${REFERENCE_PREFIX[kind]}-${contractNumber}-${store.state.sequence.request}-${randomUUID().slice(0, 8)}`;
    store.state.hubRequests.push({ requestId, kind, contractNumber, system, version: version.version, body, receivedAt, ...extra });
    store.changed();
    return json({ requestId, kind, contractNumber, version: version.version, status: "ACCEPTED", receivedAt, ...extra }, 201);
  };

  /** A suspension can be moved or cancelled only while it is planned: recorded, its first day still to come. */
  const notPlanned = (contract: HubContract): Response | null => {
    const period = contract.delivery.suspended ? contract.delivery.suspension : null;
    if (!period) return problem(409, "NO_PLANNED_SUSPENSION", `Contract ${contract.contractNumber} has no suspension planned`);
    if (period.startDate <= today()) return problem(409, "SUSPENSION_STARTED", `The suspension of contract ${contract.contractNumber} has started`);
    return null;
  };

  /** Records a suspension (POST), or moves the planned one to new dates (PUT, `move`). */
  const suspend = async (httpRequest: Request, contractNumber: string | undefined, url: URL, move: boolean) => {
    const versions = versionsOf(contractNumber);
    if (!versions) return notFound(contractNumber);
    const refused = awaitingSignature(lastVersionOf(versions)!) ?? (move ? notPlanned(lastVersionOf(versions)!) : null);
    if (refused) return refused;
    const body = await readJsonObject(httpRequest);
    if (!body.ok) return body.response;
    const { startDate, endDate, reason } = body.value;
    if (!isIsoDate(startDate) || !isIsoDate(endDate)) return problem(400, "INVALID_BODY", "startDate and endDate must be YYYY-MM-DD dates");
    if (endDate < startDate) return problem(400, "INVALID_PERIOD", "endDate must not be before startDate");
    if (startDate < today()) return problem(400, "INVALID_PERIOD", "startDate must not be in the past");
    if (endDate > addDays(startDate, MAX_SUSPENSION_DAYS - 1)) {
      return problem(400, "PERIOD_TOO_LONG", `a suspension lasts at most ${MAX_SUSPENSION_DAYS} days`);
    }
    if (reason !== undefined && reason !== null && typeof reason !== "string") return problem(400, "INVALID_BODY", "reason must be a string");
    return request("suspension", contractNumber!, url.searchParams.get("system") as System, body.value, (next) => {
      next.delivery.suspended = true;
      next.delivery.suspension = { startDate, endDate, reason: typeof reason === "string" ? reason : (next.delivery.suspension?.reason ?? null) };
      return ["delivery"];
    });
  };

  const eventsOf = (contractNumber: string) => store.state.events?.[contractNumber] ?? [];

  /** A termination request's acknowledgement (a PDF); 404 when there is no such termination (of that contract, when one is named). */
  const acknowledgement = (requestId: string, contractNumber?: string) => {
    const filed = store.state.hubRequests.find(
      (candidate) => candidate.kind === "termination" && candidate.requestId === requestId && (contractNumber === undefined || candidate.contractNumber === contractNumber),
    );
    const versions = filed ? versionsOf(filed.contractNumber) : undefined;
    if (!filed || !versions) return problem(404, "REQUEST_NOT_FOUND", `No termination request ${requestId}`);
    const body = (filed.body ?? {}) as { reason?: unknown; earlyEnd?: unknown };
    const contract = versions.find((version) => version.version === filed.version) ?? lastVersionOf(versions)!;
    const pdf = terminationAcknowledgementPdf(withShipments(contract, today()), {
      requestId: filed.requestId,
      receivedAt: filed.receivedAt,
      endDate: contract.legalInfo.terminationRequestDate ?? filed.receivedAt.slice(0, 10),
      reason: typeof body.reason === "string" ? body.reason : null,
      earlyEnd: body.earlyEnd === true,
    });
    return download(pdf, `accuse-de-reception-${filed.requestId}.pdf`);
  };

  return [
    systemGuard(),
    // Before `contract/:contractNumber/:version`, which `contract/{n}/family` would match.
    ...familyHandlers(store),

    route("get", `${BASE}/contract`, ({ url }) => {
      const match = searchFilter(url.searchParams);
      if (typeof match === "string") return problem(400, "MISSING_CUSTOMER_ID", match);
      const results = Object.values(store.state.hubContracts)
        .filter((versions) => {
          const last = lastVersionOf(versions);
          return last !== undefined && match(last);
        })
        .map((versions) => ({ ...summary(versions), orderedOn: versions[0]?.dateModification.slice(0, 10) ?? null }));
      return json({ results, nextResults: null });
    }),

    // A guest who subscribed, then signed in with the same (verified) e-mail: the hub gives the
    // contracts with no customer and that subscriber e-mail to this customer.
    route("post", `${BASE}/contract/attach`, async ({ request: httpRequest }) => {
      const body = await readJsonObject(httpRequest);
      if (!body.ok) return body.response;
      const { customerId, mail } = body.value;
      if (typeof customerId !== "string" || !customerId.trim() || typeof mail !== "string" || !mail.includes("@")) {
        return problem(400, "INVALID_BODY", "customerId and mail are required");
      }
      const attached: HubContract[][] = [];
      for (const versions of Object.values(store.state.hubContracts)) {
        const last = lastVersionOf(versions);
        if (!last || last.subscriber.customerId || last.subscriber.mail?.trim().toLowerCase() !== mail.trim().toLowerCase()) continue;
        for (const version of versions) version.subscriber.customerId = customerId.trim();
        attached.push(versions);
      }
      if (attached.length > 0) store.changed();
      return json({ results: attached.map(summary), nextResults: null });
    }),

    route("get", `${BASE}/contract/allVersion/:contractNumber`, ({ params }) => {
      const versions = versionsOf(params.contractNumber);
      return versions ? json({ results: versions, nextResults: null }) : notFound(params.contractNumber);
    }),

    route("get", `${BASE}/contract/crs/:contractNumber`, ({ params, url }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return notFound(params.contractNumber);
      const countParam = url.searchParams.get("count");
      const count = countParam === null || countParam === "" ? DEFAULT_REPORT_COUNT : Number(countParam);
      if (!Number.isInteger(count) || count < 1 || count > MAX_REPORT_COUNT) {
        return problem(400, "INVALID_QUERY", `count must be an integer from 1 to ${MAX_REPORT_COUNT}`);
      }
      const start = parseBound(url.searchParams.get("startDate"), false);
      const end = parseBound(url.searchParams.get("endDate"), true);
      if (start === "invalid" || end === "invalid") return problem(400, "INVALID_QUERY", "startDate and endDate must be ISO dates");
      const to = end ?? new Date();
      const from = start ?? new Date(to.getTime() - DEFAULT_REPORT_DAYS * 24 * 3600 * 1000);
      if (from > to) return problem(400, "INVALID_QUERY", "startDate must not be after endDate");
      return json({ results: visitReportsOf(versions, from, to, count, eventsOf(params.contractNumber!)), nextResults: null });
    }),

    // One report or alert, with its photo: ids are `{contractNumber}-{YYYYMMDD}` (a raised alert's, `…-A{n}`).
    route("get", `${BASE}/contract/crs/:contractNumber/:reportId`, ({ params }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return notFound(params.contractNumber);
      const day = /^\d+-(\d{4})(\d{2})(\d{2})(-A\d+)?$/.exec(params.reportId ?? "");
      const raised = eventsOf(params.contractNumber!).find((event) => event.id === params.reportId);
      const found =
        raised ??
        (day
          ? visitReportsOf(versions, new Date(`${day[1]}-${day[2]}-${day[3]}T00:00:00.000Z`), new Date(`${day[1]}-${day[2]}-${day[3]}T23:59:59.999Z`), 10).find(
              (report) => report.id === params.reportId,
            )
          : undefined);
      return found ? json(found) : problem(404, "REPORT_NOT_FOUND", `No report ${params.reportId} on contract ${params.contractNumber}`);
    }),

    route("get", `${BASE}/contract/:contractNumber`, ({ params }) => {
      const versions = versionsOf(params.contractNumber);
      return versions ? json(withShipments(lastVersionOf(versions)!, today())) : notFound(params.contractNumber);
    }),

    route("get", `${BASE}/contract/:contractNumber/:version`, ({ params }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return notFound(params.contractNumber);
      const version = versions.find((candidate) => String(candidate.version) === params.version);
      if (!version) return problem(404, "VERSION_NOT_FOUND", `No version ${params.version} of contract ${params.contractNumber}`);
      if (version.mustGeneratePdf) return problem(404, "PDF_NOT_GENERATED", `The PDF of version ${params.version} is not generated yet`);
      return download(hubVersionPdf(version), `contrat-${version.contractNumber}-v${version.version}.pdf`);
    }),

    route("post", `${BASE}/contract/:contractNumber/avenant`, async ({ request: httpRequest, params, url }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return notFound(params.contractNumber);
      const refused = awaitingSignature(lastVersionOf(versions)!);
      if (refused) return refused;
      const body = await readJsonObject(httpRequest);
      if (!body.ok) return body.response;
      const last = lastVersionOf(versions)!;
      const change = readAvenant(body.value, last);
      if (typeof change === "string") return problem(400, "INVALID_BODY", change);
      if (change.addsFallDetector && body.value.healthDataConsent !== true) {
        return problem(400, "HEALTH_CONSENT_REQUIRED", "adding FALL_DETECTOR_BRACELET needs healthDataConsent: true");
      }
      const effectiveDate = avenantEffectiveDate(today(), last.delivery.startDate);
      // The new price is billed from the day the avenant takes effect (versionPricedOn).
      const apply = (next: HubContract) => {
        const changed = change.apply(next);
        if (change.price) next.priceEffectiveDate = effectiveDate;
        return changed;
      };
      return request("avenant", params.contractNumber!, url.searchParams.get("system") as System, body.value, apply, { effectiveDate });
    }),

    // What an avenant would give, recorded nowhere: the new price by the one rule and the day it
    // takes effect (decision 100). The review step states these figures.
    route("post", `${BASE}/contract/:contractNumber/avenant/quote`, async ({ request: httpRequest, params }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return notFound(params.contractNumber);
      const last = lastVersionOf(versions)!;
      const refused = awaitingSignature(last);
      if (refused) return refused;
      const body = await readJsonObject(httpRequest);
      if (!body.ok) return body.response;
      const change = readAvenant(body.value, last);
      if (typeof change === "string") return problem(400, "INVALID_BODY", change);
      return json({ price: change.price ?? last.price, effectiveDate: avenantEffectiveDate(today(), last.delivery.startDate), healthDataConsentRequired: change.addsFallDetector });
    }),

    route("post", `${BASE}/contract/:contractNumber/suspension`, async ({ request: httpRequest, params, url }) => suspend(httpRequest, params.contractNumber, url, false)),

    // A planned suspension moved (new dates) or cancelled, until its first day (decision 126).
    route("put", `${BASE}/contract/:contractNumber/suspension`, async ({ request: httpRequest, params, url }) => suspend(httpRequest, params.contractNumber, url, true)),
    route("delete", `${BASE}/contract/:contractNumber/suspension`, ({ params, url }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return notFound(params.contractNumber);
      const refused = notPlanned(lastVersionOf(versions)!);
      if (refused) return refused;
      return request("suspension", params.contractNumber!, url.searchParams.get("system") as System, { cancel: true }, (next) => {
        next.delivery.suspended = false;
        delete next.delivery.suspension;
        return ["delivery"];
      });
    }),

    // The geofencing zone of mobile remote assistance: its radius and centre.
    route("put", `${BASE}/contract/:contractNumber/geolocation`, async ({ request: httpRequest, params, url }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return notFound(params.contractNumber);
      if (!lastVersionOf(versions)!.geolocation) return problem(409, "NO_GEOFENCING", `Contract ${params.contractNumber} has no geofencing`);
      const body = await readJsonObject(httpRequest);
      if (!body.ok) return body.response;
      const { radiusInMeters, homeAddress } = body.value;
      if (!Number.isInteger(radiusInMeters) || (radiusInMeters as number) < GEOFENCE_RADIUS.min || (radiusInMeters as number) > GEOFENCE_RADIUS.max) {
        return problem(400, "INVALID_BODY", `radiusInMeters must be an integer from ${GEOFENCE_RADIUS.min} to ${GEOFENCE_RADIUS.max}`);
      }
      if (typeof homeAddress !== "string" || !homeAddress.trim() || homeAddress.length > 200) return problem(400, "INVALID_BODY", "homeAddress is required (at most 200 characters)");
      return request("geolocation", params.contractNumber!, url.searchParams.get("system") as System, body.value, (next) => {
        next.geolocation = { enabled: true, radiusInMeters: radiusInMeters as number, homeAddress: homeAddress.trim() };
        return [];
      });
    }),

    // The family-messaging block: turned on (CONFIGURED) or off (NOT_CONFIGURED), a new version.
    route("put", `${BASE}/contract/:contractNumber/family/messaging`, async ({ request: httpRequest, params, url }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return notFound(params.contractNumber);
      const body = await readJsonObject(httpRequest);
      if (!body.ok) return body.response;
      const { state } = body.value;
      if (state !== "CONFIGURED" && state !== "NOT_CONFIGURED") return problem(400, "INVALID_BODY", "state must be CONFIGURED or NOT_CONFIGURED");
      return request("familyMessaging", params.contractNumber!, url.searchParams.get("system") as System, body.value, (next) => {
        next.familyMessaging.state = state;
        return ["familyMessaging"];
      });
    }),

    // The signed documents of a contract ordered with a paper signature have come back (by post,
    // or handed at the counter): the contract is concluded on the day they were received, its
    // withdrawal period and service start follow (app/kernel/contract/contract-dates).
    route("post", `${BASE}/contract/:contractNumber/signed-documents`, async ({ request: httpRequest, params }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return notFound(params.contractNumber);
      const body = await readJsonObject(httpRequest, {});
      if (!body.ok) return body.response;
      const { receivedDate } = body.value;
      if (receivedDate !== undefined && receivedDate !== null && !isIsoDate(receivedDate)) return problem(400, "INVALID_BODY", "receivedDate must be a YYYY-MM-DD date");
      const day = typeof receivedDate === "string" ? receivedDate : today();
      if (day > today()) return problem(400, "INVALID_BODY", "receivedDate must not be in the future");
      const last = lastVersionOf(versions)!;
      if (!awaitsSignedDocuments(last.legalInfo.contractStatus)) {
        return problem(409, "NOT_AWAITING_SIGNED_DOCUMENTS", `Contract ${params.contractNumber} is not waiting for signed documents`);
      }
      for (const version of versions) sign(version, day);
      const journey = Object.values(store.state.journeys).find((record) => record.contractNumber === params.contractNumber);
      if (journey?.signature) journey.signature.signed = true;
      store.changed();
      return json(summary(versions));
    }),

    route("post", `${BASE}/contract/:contractNumber/termination`, async ({ request: httpRequest, params, url }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return notFound(params.contractNumber);
      const body = await readJsonObject(httpRequest);
      if (!body.ok) return body.response;
      const { reason, requestedDate, earlyEnd } = body.value;
      if (reason !== undefined && reason !== null && (typeof reason !== "string" || !reason.trim())) return problem(400, "INVALID_BODY", "reason, when given, is a code");
      if (earlyEnd !== undefined && typeof earlyEnd !== "boolean") return problem(400, "INVALID_BODY", "earlyEnd must be a boolean");
      if (earlyEnd === true && !isLegitimateTerminationReason(typeof reason === "string" ? reason : null)) {
        return problem(400, "LEGITIMATE_REASON_REQUIRED", "an early end needs a legitimate reason (BENEFICIARY_DEATH, BENEFICIARY_ESTABLISHMENT)");
      }
      if (requestedDate !== undefined && requestedDate !== null && !isIsoDate(requestedDate)) {
        return problem(400, "INVALID_BODY", "requestedDate must be a YYYY-MM-DD date");
      }
      const last = lastVersionOf(versions)!;
      if (last.legalInfo.terminationRequestDate) {
        return problem(409, "ALREADY_TERMINATED", `Contract ${params.contractNumber} already has a termination request`);
      }
      // CGV art. 6: beyond the initial period, with a month's notice; sooner only for a legitimate reason.
      const earliest = earliestTerminationEnd(last.delivery.startDate, today(), last.legalInfo.contractDurationInMonths);
      const endDate = typeof requestedDate === "string" ? requestedDate : earliest;
      if (earlyEnd !== true && endDate < earliest) return problem(422, "BEFORE_EARLIEST_END", `Contract ${params.contractNumber} can end on ${earliest} at the earliest`);
      return request("termination", params.contractNumber!, url.searchParams.get("system") as System, body.value, (next, receivedAt) => {
        next.legalInfo.terminationRequestDate = endDate;
        next.legalInfo.terminationReason = typeof reason === "string" ? reason.trim() : null;
        next.legalInfo.terminationReceivedAt = receivedAt;
        return ["legalInfo"];
      });
    }),

    // The printouts to sign of a contract ordered on paper, only while its signed documents are
    // awaited (decision 116): the journey's own contract and mandate (the full IBAN, the boxes to
    // sign in), addressed by the contract's number for its dashboard and the counter.
    route("get", `${BASE}/contract/:contractNumber/printouts/:kind`, ({ params }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return notFound(params.contractNumber);
      if (params.kind !== "contract" && params.kind !== "mandate") return problem(404, "UNKNOWN_DOCUMENT", `Unknown document ${params.kind}`);
      const journey = Object.values(store.state.journeys).find((record) => record.contractNumber === params.contractNumber);
      if (!awaitsSignedDocuments(lastVersionOf(versions)!.legalInfo.contractStatus) || !journey) {
        return problem(404, "NO_PRINTOUT", `Contract ${params.contractNumber} does not wait for signed documents`);
      }
      return contractDocument(store, journey, params.kind);
    }),

    // The acknowledgement of a termination request on a durable medium (a PDF): its reference is its address.
    route("get", `${BASE}/termination/:requestId/acknowledgement`, ({ params }) => acknowledgement(params.requestId!)),

    // The same, under the contract it terminates: a reference of another contract is not found there.
    route("get", `${BASE}/contract/:contractNumber/termination/:requestId/acknowledgement`, ({ params }) =>
      versionsOf(params.contractNumber) ? acknowledgement(params.requestId!, params.contractNumber) : notFound(params.contractNumber),
    ),
  ];
}
