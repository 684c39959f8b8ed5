import { redirect } from "@remix-run/node";
import { slugAt } from "~/kernel/contract/journey-steps";
import { progressOf } from "~/features/journey/rules/state";
import { commitJourney, readJourney } from "~/features/journey/journey-cookie.server";
import { stepPath } from "~/kernel/contract/paths";

/** "" (the journey's address) and "etape" go to the current step, "formule" to the first. */
export function entryTarget(entry: string): "current" | "first" | null {
  const path = entry.replace(/\/+$/, "");
  if (path === "" || path === "etape") return "current";
  if (path === "formule") return "first";
  return null;
}

const QUERY_VALUE = /^[A-Za-z0-9_,-]{1,100}$/;

/**
 * The journey's entry addresses: keep the initial offers and options from the query (if any)
 * and go to the current step (or the first, for /formule).
 */
export async function enterJourney(request: Request, target: "current" | "first") {
  const url = new URL(request.url);
  const state = await readJourney(request);
  const offers = url.searchParams.get("initialQueryOffers");
  const options = url.searchParams.get("initialQueryOptions");
  const next = {
    ...state,
    initialQueryOffers: offers && QUERY_VALUE.test(offers) ? offers : state.initialQueryOffers,
    initialQueryOptions: options && QUERY_VALUE.test(options) ? options : state.initialQueryOptions,
  };
  const progress = progressOf(state);
  const slug = target === "first" || progress.steps.length === 0 ? "etape1" : slugAt(progress, progress.step);
  const headers = next !== state && (offers || options) ? { "Set-Cookie": await commitJourney(next) } : undefined;
  return redirect(stepPath(slug), headers ? { headers } : undefined);
}
