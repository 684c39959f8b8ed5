import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AGENT_CONTEXT, useAtCounter } from "~/kernel/ui/counter";
import { formatDay } from "~/kernel/i18n/date-format";
import { formatPhoneNumber } from "~/kernel/people/phone";
import { civilityWording, phoneTypeWording, dayWording, type Wording } from "~/kernel/i18n/wording";

/**
 * Small readers shared by the dashboard pages: a code's words, a day, a person, phones (in pairs). Behind
 * the agent's door, a text with an agent's wording (key suffixed _agent) is read instead of the
 * client's ("Suspendre le contrat" for "Suspendre mon contrat"), and {{holder}} names the client
 * whose contract it is (the page's data carries it: see agentLoader).
 */
export function useWords() {
  const { t: translate, i18n } = useTranslation();
  const atCounter = useAtCounter();
  const { holder } = useLoaderData<{ holder?: string } | undefined>() ?? {};
  const t = (atCounter ? (key: string, options?: Record<string, unknown>) => translate(key, { context: AGENT_CONTEXT, holder, ...options }) : translate) as typeof translate;
  return {
    t,
    i18n,
    word: (wording: Wording) => t(wording.key, wording.values),
    day: (iso: string) => formatDay(iso, i18n.language),
    days: (list: readonly string[]) => list.map((day) => t(dayWording(day).key)).join(", "),
    name: (person: { civility: string; firstName: string; lastName: string }) =>
      [t(civilityWording(person.civility).key), person.firstName, person.lastName].filter(Boolean).join(" "),
    phones: (list: readonly { type: string; number: string }[]) =>
      list.map((phone) => `${t(phoneTypeWording(phone.type).key)} : ${formatPhoneNumber(phone.number)}`).join(" ; "),
  };
}
