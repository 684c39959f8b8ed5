import { z } from "zod";
import { COUNTRIES } from "~/kernel/addresses/address";
import { isoBirthdate } from "./dates";

/**
 * The forms of /sibp/client-identification: search a client by name, birth date, e-mail or
 * phone, or create one. Messages are keys of the `sibp` namespace.
 */

const message = (key: string) => `sibp:identification.errors.${key}`;
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const clientSearchSchema = z
  .object({
    intent: z.literal("search"),
    lastName: optionalText(100),
    firstName: optionalText(100),
    birthdate: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || isoBirthdate(value) !== null, message("birthdate")),
    email: z.string().trim().email(message("email")).optional(),
    phone: z
      .string()
      .optional()
      .transform((value) => value?.replace(/[\s.-]/g, "") || undefined)
      .refine((value) => !value || /^0\d{9}$/.test(value), message("phone")),
  })
  .superRefine((value, context) => {
    if (!value.lastName && !value.email && !value.phone) {
      context.addIssue({ code: "custom", path: ["lastName"], message: message("criteria") });
    }
  });

export type ClientSearchInput = z.infer<typeof clientSearchSchema>;

export const newClientSchema = z.object({
  intent: z.literal("create"),
  sex: z.enum(["female", "male"], { error: message("sex") }),
  lastName: z.string({ error: message("lastName") }).trim().min(1, message("lastName")).max(100),
  firstName: z.string({ error: message("firstName") }).trim().min(1, message("firstName")).max(100),
  /** Optional: many elderly clients have none; their documents then go by post (decision 137). */
  email: z.string().trim().email(message("email")).optional(),
  streetName: z.string({ error: message("streetName") }).trim().min(1, message("streetName")).max(200),
  zipCode: z.string({ error: message("zipCode") }).trim().regex(/^\d{5}$/, message("zipCode")),
  city: z.string({ error: message("city") }).trim().min(1, message("city")).max(100),
  country: z.enum(COUNTRIES, { error: message("country") }),
});

export type NewClientInput = z.infer<typeof newClientSchema>;
