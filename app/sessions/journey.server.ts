import { createCookie } from "@remix-run/node";
import { config } from "~/config.server";
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

/**
 * A browser sends the same signed value with every request of a step: its verified reading
 * (and the signed value of a state) are kept in small LRU maps. Only values that passed the
 * signature check are kept, so a tampered cookie is never remembered as valid.
 */
const MAX_REMEMBERED = 2000;
const readings = new Map<string, JourneyState>();
const writings = new Map<string, string>();

function remember<V>(map: Map<string, V>, key: string, value: V) {
  map.set(key, value);
  if (map.size > MAX_REMEMBERED) map.delete(map.keys().next().value as string);
}

const JOURNEY_COOKIE = /(?:^|;\s*)vsmp=([^;]*)/;

export async function readJourney(request: Request): Promise<JourneyState> {
  const header = request.headers.get("cookie");
  const raw = header ? JOURNEY_COOKIE.exec(header)?.[1] : undefined;
  if (!raw) return readJourneyState(null);
  const known = readings.get(raw);
  if (known) return known;
  const value: unknown = await journeyCookie.parse(`vsmp=${raw}`);
  const state = readJourneyState(expandJourneyState(value));
  if (value !== null && value !== undefined) remember(readings, raw, state);
  return state;
}

export async function commitJourney(state: JourneyState): Promise<string> {
  const compact = compactJourneyState(state);
  const key = JSON.stringify(compact);
  const known = writings.get(key);
  if (known) return known;
  const setCookie = await journeyCookie.serialize(compact);
  remember(writings, key, setCookie);
  return setCookie;
}
