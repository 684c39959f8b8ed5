import { createCookie } from "@remix-run/node";
import { config } from "~/kernel/platform/config.server";
import { compactJourneyState, expandJourneyState, readJourneyState, type JourneyState } from "~/features/journey/rules/state";

/** Where a journey's state is kept: a signed cookie holding identifiers and progress only. */
export interface JourneyStore {
  read(request: Request): Promise<JourneyState>;
  commit(state: JourneyState): Promise<string>;
  /** Whether the request carries a journey cookie of this store at all. */
  carries(request: Request): boolean;
}

function cookieStore(name: string, maxAge: number): JourneyStore & { cookie: ReturnType<typeof createCookie> } {
  const cookie = createCookie(name, { path: "/", httpOnly: true, sameSite: "lax", secure: config.production, secrets: config.sessionSecrets, maxAge });
  const present = new RegExp(`(?:^|;\\s*)${name}=`);
  return {
    cookie,
    // A tampered or foreign cookie reads as no journey; an older format is migrated (readJourneyState).
    async read(request) {
      return readJourneyState(expandJourneyState(await cookie.parse(request.headers.get("cookie"))));
    },
    commit: (state) => cookie.serialize(compactJourneyState(state)),
    carries: (request) => present.test(request.headers.get("cookie") ?? ""),
  };
}

/** The `vsmp` journey cookie (SPEC 3): 7 days. */
const vsmp = cookieStore("vsmp", config.cookies.vsmpMaxAgeS);
export const journeyCookie = vsmp.cookie;
export const vsmpJourneyStore: JourneyStore = vsmp;

/**
 * The agent's journey at the counter (SIBP mode): its own cookie, so that a counter journey and
 * a visitor's journey never mix, living as long as the SIBP client cookie (2 hours).
 */
export const sibpJourneyStore: JourneyStore = cookieStore("sibp_souscription", config.cookies.sibpClientMaxAgeS);

/** The VSMP journey state of this request. */
export function readJourney(request: Request): Promise<JourneyState> {
  return vsmp.read(request);
}

export function commitJourney(state: JourneyState): Promise<string> {
  return vsmp.commit(state);
}
