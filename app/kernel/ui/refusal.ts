import { useTranslation } from "react-i18next";
import { formatMoment } from "~/kernel/i18n/date-format";

/**
 * What a refusal of the hub counted (decision 120), as its message reads it: the tries left, and the
 * day and time (French time) from which to ask again.
 */
export function useRefusalValues(refusal: { triesLeft?: number; retryAt?: string } | undefined): Record<string, string | number> {
  const { i18n } = useTranslation();
  if (!refusal) return {};
  const values: Record<string, string | number> = {};
  if (refusal.triesLeft !== undefined) values.triesLeft = refusal.triesLeft;
  if (refusal.retryAt) Object.assign(values, formatMoment(new Date(refusal.retryAt), i18n.language));
  return values;
}
