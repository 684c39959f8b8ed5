import { useTranslation } from "react-i18next";
import { formatPhoneNumber, HELP_LINE } from "~/kernel/people/phone";

/** The brochure's help line, in the journey, the dashboard and the confirmation: "36 31", a tel: link. */
export function HelpLine() {
  const { t } = useTranslation();
  return (
    <aside className="help-line no-print" aria-label={t("common:help.label")}>
      <p>
        {t("common:help.before")} <a href={`tel:${HELP_LINE}`}>{formatPhoneNumber(HELP_LINE)}</a> {t("common:help.after")}
      </p>
    </aside>
  );
}
