import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BROWSER_TIMINGS, progressAt } from "~/kernel/ui/browser";

/**
 * SPEC 9's navigation progress bar (decision 093): with JavaScript on, a navigation still under
 * way after 200 ms shows a thin bar that moves through 30 and 45 % and on towards 90 % over
 * 5000 ms; it goes when the page arrives. Server-rendered pages and fast navigations show nothing.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const busy = navigation.state !== "idle";
  const [width, setWidth] = useState(0);

  useEffect(() => {
    if (!busy) {
      setWidth(0);
      return;
    }
    const started = Date.now();
    const timer = setInterval(() => setWidth(progressAt(Date.now() - started)), BROWSER_TIMINGS.progressThrottleMs / 2);
    return () => clearInterval(timer);
  }, [busy]);

  if (!busy || width === 0) return null;
  return (
    <div
      className="nav-progress"
      role="progressbar"
      aria-label={t("site.loading")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={width}
      style={{ width: `${width}%` }}
    />
  );
}
