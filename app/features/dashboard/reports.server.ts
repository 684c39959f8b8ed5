import { data } from "@remix-run/node";
import { today } from "~/kernel/contract/calendar";
import { readReportsQuery, REPORTS_PAGE_SIZE } from "~/kernel/contract/change-forms";
import { listVisitReports } from "~/kernel/upstream/hub.server";
import type { DashboardArgs, DashboardDoor } from "~/kernel/auth/door";
import { eventView, type EventView } from "~/kernel/contract/events.server";
import { pageFailure, type PageFailure } from "./failure.server";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";

/**
 * comptes-rendus: the postman's visit reports of a period (a GET form: works without
 * JavaScript), newest first, a page at a time. The hub gives the newest `count` of the period:
 * asking one more than the pages so far says whether there is a next page.
 */
export async function loadReports(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const query = readReportsQuery(new URL(request.url).searchParams, today());
  let reports: EventView[] = [];
  let hasNext = false;
  let failure: PageFailure | null = null;
  try {
    const count = query.page * REPORTS_PAGE_SIZE + 1;
    const list = await listVisitReports(contract.contractNumber, { startDate: query.from, endDate: query.to, count }, { requestId: context.requestId });
    const newestFirst = [...list].sort((a, b) => b.dateReleve.localeCompare(a.dateReleve));
    hasNext = newestFirst.length > query.page * REPORTS_PAGE_SIZE;
    // The same detail as a relative's follow-up page: need, photo (from its guarded address).
    reports = newestFirst.slice((query.page - 1) * REPORTS_PAGE_SIZE, query.page * REPORTS_PAGE_SIZE).map((report) => eventView(report, contract.devices));
  } catch (error) {
    failure = pageFailure(door, error, "visit reports", context.requestId);
  }
  return data(
    { base: door.basePath(contract.contractNumber), contractNumber: contract.contractNumber, query, reports, hasNext, failure },
    { headers: PRIVATE_NO_STORE },
  );
}
