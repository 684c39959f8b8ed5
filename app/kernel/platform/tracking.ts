/**
 * SPEC 9: the tag-tracking site ids differ by project and environment (decision 093). The values
 * are ours (the spec does not show them); the environment comes from the configuration
 * (`TRACKING_ENVIRONMENT`).
 */
export const TRACKING_ENVIRONMENTS = ["development", "staging", "production"] as const;
export type TrackingEnvironment = (typeof TRACKING_ENVIRONMENTS)[number];
export type TrackingProject = "VSMP" | "SIBP";

export const TRACKING_SITE_IDS: Readonly<Record<TrackingProject, Readonly<Record<TrackingEnvironment, string>>>> = {
  VSMP: { development: "vsmp-dev", staging: "vsmp-rec", production: "vsmp-prod" },
  SIBP: { development: "sibp-dev", staging: "sibp-rec", production: "sibp-prod" },
};

export function trackingSiteId(project: TrackingProject, environment: TrackingEnvironment): string {
  return TRACKING_SITE_IDS[project][environment];
}

/** Both projects' site ids in an environment: a page picks its own (the counter's pages are SIBP's). */
export function trackingSiteIds(environment: TrackingEnvironment): Record<TrackingProject, string> {
  return { VSMP: trackingSiteId("VSMP", environment), SIBP: trackingSiteId("SIBP", environment) };
}
