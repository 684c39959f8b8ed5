import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Prints the page; shown only once JavaScript runs (without it, the browser's own print works the same). */
export function PrintButton() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" className="button secondary no-print" onClick={() => window.print()}>
      {t("sibp:offers.print")}
    </button>
  );
}
