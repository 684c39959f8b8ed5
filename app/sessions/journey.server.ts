import { createCookie } from "@remix-run/node";
import { config } from "~/platform/config.server";
import { compactJourneyState, expandJourneyState, readJourneyState, type JourneyState } from "~/domain/journey/state";

/** The signed `vsmp` journey cookie: 7 days, identifiers and progress only. */
export const journeyCookie = createCookie("vsmp", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: config.production,
  secrets: config.sessionSecrets,
  maxAge: config.cookies.vsmpMaxAgeS,
});

const JOURNEY_COOKIE = /(?:^|;\s*)vsmp=([^;]*)/;

/** The journey state of this request (each request verifies its cookie: nothing is remembered across people). */
export async function readJourney(request: Request): Promise<JourneyState> {
  const header = request.headers.get("cookie");
  const raw = header ? JOURNEY_COOKIE.exec(header)?.[1] : undefined;
  if (!raw) return readJourneyState(null);
  return readJourneyState(expandJourneyState(await journeyCookie.parse(`vsmp=${raw}`)));
}

export function commitJourney(state: JourneyState): Promise<string> {
  return journeyCookie.serialize(compactJourneyState(state));
}
