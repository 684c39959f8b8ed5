import { z } from "zod";
import { RELATIONSHIPS } from "./invitation";

/**
 * The forms of the family circle, validated on the server: the owner's invitation
 * and the changes of the "Mes proches" page, a relative's e-mail alerts. Messages are
 * translation keys (family namespace).
 */
const message = (key: string) => `family:errors.${key}`;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a relative's name cannot be taken (decision 121): the translation key's last part. */
export type NameProblem = "nameControl" | "nameMarkup" | "nameLink";

// Line breaks, tabs and the invisible characters that reorder or hide text.
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const MARKUP = /[<>]/;
// A scheme or path ("http:", "//"), an address ("@", "www."), or a domain ("exemple.fr").
const LINK = /[:/\\@]|www\.|[\p{L}\p{N}-]\.\p{L}{2,}/iu;

/**
 * A relative's name is printed in a mail sent from the service's own address: it is data, never
 * layout or a link (decision 121), so a name with a control character (a new line, a tab), markup or
 * what a mail reader shows as a link is refused, and the field says which. Shared with the hub.
 */
export function relativeNameProblem(name: string): NameProblem | null {
  if (CONTROL.test(name)) return "nameControl";
  if (MARKUP.test(name)) return "nameMarkup";
  if (LINK.test(name)) return "nameLink";
  return null;
}

const name = (key: string) =>
  z
    .string({ error: message(key) })
    .trim()
    .min(1, message(key))
    .max(50, message("nameTooLong"))
    .superRefine((value, context) => {
      const problem = relativeNameProblem(value);
      if (problem) context.addIssue({ code: "custom", message: message(problem) });
    });

export const invitationSchema = z.object({
  intent: z.literal("invite"),
  firstName: name("firstNameRequired"),
  lastName: name("lastNameRequired"),
  email: z
    .string({ error: message("emailRequired") })
    .trim()
    .min(1, message("emailRequired"))
    .max(254, message("emailFormat"))
    .regex(EMAIL, message("emailFormat")),
  relationship: z.enum(RELATIONSHIPS, { error: message("relationshipRequired") }),
});

export type InvitationInput = z.input<typeof invitationSchema>;

/** The relative a change names: the hub's id as the page printed it. */
export const relativeChangeSchema = z.object({
  intent: z.enum(["resend", "withdraw", "revoke"]),
  relativeId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
});

export const messagingSchema = z.object({ intent: z.literal("messaging"), state: z.enum(["CONFIGURED", "NOT_CONFIGURED"]) });

export const alertsSchema = z.object({ intent: z.literal("alerts"), alertsByEmail: z.enum(["on", "off"]) });

/** The owner's own choice of a mail on each important alert (decision 138). */
export const ownerAlertsSchema = z.object({ intent: z.literal("ownerAlerts"), alertsByEmail: z.enum(["on", "off"]) });

/** The intents of the "Mes proches" page. */
export const FAMILY_INTENTS = ["invite", "resend", "withdraw", "revoke", "messaging", "ownerAlerts"] as const;
export type FamilyIntent = (typeof FAMILY_INTENTS)[number];

export function familyIntent(form: FormData | URLSearchParams): FamilyIntent | null {
  const intent = form.get("intent");
  return (FAMILY_INTENTS as readonly unknown[]).includes(intent) ? (intent as FamilyIntent) : null;
}

/** The geofencing zone of mobile remote assistance: 100 m to 5 km around an address. */
export const GEOFENCE_RADIUS = { min: 100, max: 5000 } as const;

const geo = (key: string) => `family:geolocation.errors.${key}`;

export const geolocationSchema = z.object({
  intent: z.enum(["review", "confirm", "change"]),
  // Decimal digits only: a coerced number would read "0x1F4" or "5e2" as 500.
  radiusInMeters: z
    .string({ error: geo("radiusRequired") })
    .trim()
    .regex(/^\d{1,6}$/, geo("radiusRange"))
    .pipe(z.coerce.number<string>().int().min(GEOFENCE_RADIUS.min, geo("radiusRange")).max(GEOFENCE_RADIUS.max, geo("radiusRange"))),
  homeAddress: z
    .string({ error: geo("addressRequired") })
    .trim()
    .min(1, geo("addressRequired"))
    .max(200, geo("addressTooLong")),
});

export type GeolocationInput = z.input<typeof geolocationSchema>;
