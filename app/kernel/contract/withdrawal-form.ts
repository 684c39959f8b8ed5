import { z } from "zod";

/**
 * The withdrawal's statement (decision 123): only what article 11a of the Consumer Rights
 * Directive lets us ask: the name, the contract, and the e-mail the acknowledgement is sent to.
 * On the dashboard the contract is the one open; without signing in its number is typed.
 */
const message = (key: string) => `withdrawal:errors.${key}`;

const statementFields = {
  name: z
    .string({ error: message("nameRequired") })
    .trim()
    .min(1, message("nameRequired"))
    .max(120, message("nameTooLong")),
  mail: z
    .string({ error: message("mailRequired") })
    .trim()
    .min(1, message("mailRequired"))
    .max(120, message("mailFormat"))
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message("mailFormat")),
};

export const withdrawalSchema = z.object(statementFields);

export const publicWithdrawalSchema = z.object({
  contractNumber: z
    .string({ error: message("contractNumberRequired") })
    .trim()
    .min(1, message("contractNumberRequired"))
    .regex(/^\d{6,20}$/, message("contractNumberFormat")),
  ...statementFields,
});

export type WithdrawalStatement = z.infer<typeof withdrawalSchema>;
export type PublicWithdrawalStatement = z.infer<typeof publicWithdrawalSchema>;
export type PublicWithdrawalInput = z.input<typeof publicWithdrawalSchema>;

const words = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[\s'-]+/)
    .filter(Boolean);

/**
 * Whether a name typed without signing in names the contract's subscriber: it holds the
 * subscriber's last name, word for word (accents, case, hyphens and the order of the first and
 * last names ignored: "Paul Martin", "MARTIN Paul").
 */
export function namesSubscriber(typed: string, subscriber: { lastName: string }): boolean {
  const last = words(subscriber.lastName);
  const given = new Set(words(typed));
  return last.length > 0 && last.every((word) => given.has(word));
}
