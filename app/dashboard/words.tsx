import { useTranslation } from "react-i18next";
import { formatDay } from "~/domain/dashboard/calendar";
import { civilityWording, phoneTypeWording, dayWording, type Wording } from "~/domain/wording";

/** Small readers shared by the dashboard pages: a code's words, a day, a person, phones. */
export function useWords() {
  const { t, i18n } = useTranslation();
  return {
    t,
    i18n,
    word: (wording: Wording) => t(wording.key, wording.values),
    day: (iso: string) => formatDay(iso, i18n.language),
    days: (list: readonly string[]) => list.map((day) => t(dayWording(day).key)).join(", "),
    name: (person: { civility: string; firstName: string; lastName: string }) =>
      [t(civilityWording(person.civility).key), person.firstName, person.lastName].filter(Boolean).join(" "),
    phones: (list: readonly { type: string; number: string }[]) =>
      list.map((phone) => `${t(phoneTypeWording(phone.type).key)} : ${phone.number}`).join(" ; "),
  };
}
