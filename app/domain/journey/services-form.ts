import { z } from "zod";
import { VISIT_DAYS, type ServicesChoice } from "./services";

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

/** The message when the fall detector is chosen without the health-data consent: the journey's and the avenant's. */
export const FALL_DETECTOR_CONSENT_REQUIRED = "journey:services.errors.fallDetectorConsent";

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
    remote: z.enum(["NONE", "LANDLINE", "MOBILE", "SIM_3G4G"], { error: "journey:services.errors.remote" }),
    fallDetector: checkbox,
    healthConsent: checkbox,
    geofencing: checkbox,
    simInstallation: z.enum(["INSTALL_ASSIST", "MATERIAL_SENDING"]).optional(),
    promoCode: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.remote === "NONE" && value.visitDays.length === 0) {
      ctx.addIssue({ code: "custom", path: ["visitDays"], message: "journey:services.errors.noService" });
    }
    if (value.remote !== "NONE" && value.fallDetector && !value.healthConsent) {
      ctx.addIssue({ code: "custom", path: ["healthConsent"], message: FALL_DETECTOR_CONSENT_REQUIRED });
    }
    if (value.remote === "SIM_3G4G" && !value.simInstallation) {
      ctx.addIssue({ code: "custom", path: ["simInstallation"], message: "journey:services.errors.simInstallation" });
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

export type ServicesFormInput = z.input<typeof servicesFormSchema>;
