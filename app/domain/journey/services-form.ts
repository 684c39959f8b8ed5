import { z } from "zod";
import { VISIT_DAYS, type ServicesChoice } from "./services";

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

/**
 * The "Vos services" form. At least one service; the fall detector (health data) needs explicit
 * consent; the SIM needs its installation choice.
 */
export const servicesFormSchema = z
  .object({
    type: z.enum(["STANDARD", "PREMIUM"]).default("STANDARD"),
    visitDays: z
      .union([z.enum(VISIT_DAYS), z.array(z.enum(VISIT_DAYS))])
      .optional()
      .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
    remote: z.enum(["NONE", "LANDLINE", "MOBILE", "SIM_3G4G"], { errorMap: () => ({ message: "journey:services.errors.remote" }) }),
    fallDetector: checkbox,
    healthConsent: checkbox,
    geofencing: checkbox,
    simInstallation: z.enum(["INSTALL_ASSIST", "MATERIAL_SENDING"]).optional(),
    promoCode: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.remote === "NONE" && value.visitDays.length === 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["visitDays"], message: "journey:services.errors.noService" });
    }
    if (value.remote !== "NONE" && value.fallDetector && !value.healthConsent) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["healthConsent"], message: "healthConsent.required" });
    }
    if (value.remote === "SIM_3G4G" && !value.simInstallation) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["simInstallation"], message: "journey:services.errors.simInstallation" });
    }
  });

export type ServicesForm = z.output<typeof servicesFormSchema>;

export function choiceFromForm(form: ServicesForm): ServicesChoice {
  return {
    type: form.type,
    visitDays: form.visitDays,
    remote: form.remote,
    fallDetector: form.remote !== "NONE" && form.fallDetector,
    geofencing: form.remote === "MOBILE" && form.geofencing,
    simInstallation: form.remote === "SIM_3G4G" ? (form.simInstallation ?? null) : null,
  };
}

/** Reads a choice from raw form values, leniently, to price what is on screen (intents, live). */
export function choiceFromValues(values: Record<string, unknown>): ServicesChoice {
  const days = values.visitDays;
  const list = (Array.isArray(days) ? days : days ? [days] : []).filter((day): day is ServicesChoice["visitDays"][number] =>
    (VISIT_DAYS as readonly unknown[]).includes(day),
  );
  const remote = ["LANDLINE", "MOBILE", "SIM_3G4G"].includes(String(values.remote))
    ? (values.remote as ServicesChoice["remote"])
    : "NONE";
  const simInstallation = values.simInstallation === "INSTALL_ASSIST" || values.simInstallation === "MATERIAL_SENDING" ? values.simInstallation : null;
  return {
    type: values.type === "PREMIUM" ? "PREMIUM" : "STANDARD",
    visitDays: list,
    remote,
    fallDetector: remote !== "NONE" && values.fallDetector === "on",
    geofencing: remote === "MOBILE" && values.geofencing === "on",
    simInstallation: remote === "SIM_3G4G" ? (simInstallation ?? "MATERIAL_SENDING") : null,
  };
}

/** initialQueryOffers (an offer alias or type) and initialQueryOptions preselect the form. */
export function choiceFromInitialQuery(offers: string | null, options: string | null): Partial<ServicesChoice> {
  const remoteByOffer: Record<string, ServicesChoice["remote"]> = {
    taes: "LANDLINE",
    vftaes: "LANDLINE",
    formule_essentielle: "LANDLINE",
    tali: "MOBILE",
    formule_liberte: "MOBILE",
    tasi: "SIM_3G4G",
    formule_simplicite: "SIM_3G4G",
    vf: "NONE",
    visite_facteur: "NONE",
  };
  const codes = new Set((options ?? "").split(",").map((code) => code.trim().toUpperCase()));
  const remote = offers ? remoteByOffer[offers.toLowerCase()] : undefined;
  return {
    ...(remote ? { remote } : {}),
    ...(codes.has("FALL_DETECTOR_BRACELET") ? { fallDetector: true } : {}),
    ...(codes.has("GEOFENCING") ? { geofencing: true } : {}),
    ...(codes.has("INSTALL_ASSIST") ? { simInstallation: "INSTALL_ASSIST" as const } : {}),
  };
}

export type ServicesFormInput = z.input<typeof servicesFormSchema>;
