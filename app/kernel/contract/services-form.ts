import { z } from "zod";
import { VISIT_DAYS, type ServicesChoice } from "./services";
import { applicableOptions } from "./services-choice";

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

/** The message when the fall detector is chosen without the health-data consent: the journey's and the avenant's. */
export const FALL_DETECTOR_CONSENT_REQUIRED = "services:errors.fallDetectorConsent";

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
    remote: z.enum(["NONE", "LANDLINE", "MOBILE", "SIM_3G4G"], { error: "services:errors.remote" }),
    fallDetector: checkbox,
    healthConsent: checkbox,
    geofencing: checkbox,
    simInstallation: z.enum(["INSTALL_ASSIST", "MATERIAL_SENDING"]).optional(),
    promoCode: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.remote === "NONE" && value.visitDays.length === 0) {
      ctx.addIssue({ code: "custom", path: ["visitDays"], message: "services:errors.noService" });
    }
    const applicable = applicableOptions(value.remote);
    if (applicable.fallDetector && value.fallDetector && !value.healthConsent) {
      ctx.addIssue({ code: "custom", path: ["healthConsent"], message: FALL_DETECTOR_CONSENT_REQUIRED });
    }
    if (applicable.simInstallation && !value.simInstallation) {
      ctx.addIssue({ code: "custom", path: ["simInstallation"], message: "services:errors.simInstallation" });
    }
  });

export type ServicesForm = z.output<typeof servicesFormSchema>;

/** The choice the form makes; an option that does not apply to the remote assistance is ignored. */
export function choiceFromForm(form: ServicesForm): ServicesChoice {
  const applicable = applicableOptions(form.remote);
  return {
    type: form.type,
    visitDays: form.visitDays,
    remote: form.remote,
    fallDetector: applicable.fallDetector && form.fallDetector,
    geofencing: applicable.geofencing && form.geofencing,
    simInstallation: applicable.simInstallation ? (form.simInstallation ?? null) : null,
  };
}

export type ServicesFormInput = z.input<typeof servicesFormSchema>;
