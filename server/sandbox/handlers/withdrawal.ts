import { randomUUID } from "node:crypto";
import { http, type HttpHandler } from "msw";
import { today } from "../../../app/kernel/contract/calendar";
import { priceInMonth } from "../../../app/kernel/money/contract-price";
import { isWithdrawn, withdrawalRefund, withdrawalWindow, WITHDRAWN, type RecordedWithdrawal } from "../../../app/kernel/contract/withdrawal";
import { appendVersion, lastVersionOf } from "../contracts.js";
import { invoicesOf } from "../history.js";
import { own } from "../own.js";
import type { SandboxStore } from "../store.js";
import type { HubContract, System } from "../types.js";
import { withdrawalAcknowledgementPdf } from "../withdrawal.js";
import { REFERENCE_PREFIX } from "./hub.js";
import { download, json, nonEmptyString, problem, readJsonObject, route } from "./respond.js";

const BASE = "/vsmp/api/vsmp/v1/hub";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a withdrawal changes: the contract is withdrawn, its service stopped (the remote assistance off), the statement and refund kept. */
function withdraw(next: HubContract, withdrawal: RecordedWithdrawal): string[] {
  next.legalInfo.contractStatus = WITHDRAWN;
  next.cuo.cuoObjectStatus = "INACTIF";
  next.withdrawal = withdrawal;
  return ["legalInfo", "cuo"];
}

/**
 * The withdrawal function's hub calls (decision 123, docs/upstream-api.md): the hub records the
 * statement within the period, stops the service and works out the refund
 * (app/kernel/contract/withdrawal: everything paid, less the service given at the person's request, in
 * proportion); the acknowledgement on a durable medium is its PDF.
 */
export function withdrawalHandlers(store: SandboxStore): HttpHandler[] {
  const versionsOf = (contractNumber: string | undefined) => own(store.state.hubContracts, contractNumber ?? "");
  const notFound = (contractNumber: string | undefined) => problem(404, "CONTRACT_NOT_FOUND", `No contract ${contractNumber}`);

  return [
    // A withdrawn contract's service has stopped: nothing more is amended, suspended or terminated.
    http.post(`*${BASE}/contract/:contractNumber/:change`, ({ params }) => {
      if (!["avenant", "suspension", "termination"].includes(String(params.change))) return undefined;
      const versions = versionsOf(String(params.contractNumber));
      const last = versions ? lastVersionOf(versions) : undefined;
      return last && isWithdrawn(last.legalInfo.contractStatus) ? problem(409, "WITHDRAWN", `Contract ${last.contractNumber} is withdrawn: its service has stopped`) : undefined;
    }),

    route("post", `${BASE}/contract/:contractNumber/withdrawal`, async ({ request, params, url }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return notFound(params.contractNumber);
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const name = nonEmptyString(body.value.name, 120);
      const mail = nonEmptyString(body.value.mail, 120);
      if (!name || !mail || !EMAIL.test(mail)) return problem(400, "INVALID_BODY", "name and mail (an e-mail address) are required");
      const last = lastVersionOf(versions)!;
      const now = new Date();
      const day = today(now);
      const window = withdrawalWindow(last.legalInfo, day);
      if (window.state === "withdrawn") {
        return problem(409, "ALREADY_WITHDRAWN", `Contract ${params.contractNumber} is already withdrawn`, { receivedAt: last.withdrawal?.receivedAt ?? null });
      }
      if (window.state === "ended") {
        return problem(409, "WITHDRAWAL_PERIOD_ENDED", `The withdrawal period of contract ${params.contractNumber} has ended`, { withdrawalEndDate: window.endDate });
      }
      const refund = withdrawalRefund({
        paidInCents: invoicesOf(versions, now).reduce((sum, invoice) => sum + invoice.amountInCents, 0),
        monthlyPriceInCents: priceInMonth(last.price, 1).ttcPriceInCents,
        startDate: last.delivery.startDate,
        earlyStart: last.legalInfo.earlyStart,
        receivedDay: day,
      });
      store.state.sequence.request += 1;
      const requestId = `${REFERENCE_PREFIX.withdrawal}-${last.contractNumber}-${store.state.sequence.request}-${randomUUID().slice(0, 8)}`;
      const withdrawal: RecordedWithdrawal = { requestId, receivedAt: now.toISOString(), name, mail, ...refund };
      const version = appendVersion(versions, (next) => withdraw(next, withdrawal), now);
      const system = url.searchParams.get("system") as System;
      store.state.hubRequests.push({ requestId, kind: "withdrawal", contractNumber: last.contractNumber, system, version: version.version, body: body.value, receivedAt: withdrawal.receivedAt });
      store.changed();
      return json({ requestId, kind: "withdrawal", contractNumber: last.contractNumber, version: version.version, status: "ACCEPTED", receivedAt: withdrawal.receivedAt, withdrawal }, 201);
    }),

    // The acknowledgement on a durable medium: a contract is withdrawn once, so its number names it.
    route("get", `${BASE}/contract/:contractNumber/withdrawal/acknowledgement`, ({ params }) => {
      const versions = versionsOf(params.contractNumber);
      if (!versions) return notFound(params.contractNumber);
      const last = lastVersionOf(versions)!;
      if (!last.withdrawal) return problem(404, "NOT_WITHDRAWN", `Contract ${params.contractNumber} is not withdrawn`);
      return download(withdrawalAcknowledgementPdf(last, last.withdrawal), `accuse-de-reception-retractation-${last.contractNumber}.pdf`);
    }),
  ];
}
