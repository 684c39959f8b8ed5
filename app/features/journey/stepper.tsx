import { Link } from "@remix-run/react";
import { useReaderTranslation } from "~/kernel/ui/counter";
import { STEP_LABEL_KEYS, type StepSlug } from "~/kernel/contract/journey-steps";

interface Frame {
  steps: StepSlug[];
  /** The address of each step (the journey's mode decides them). */
  hrefs: string[];
  current: number;
  max: number;
  /** False while the services, and so the number of steps, are not known yet: no total is announced. */
  totalKnown?: boolean;
  labels?: "sibp";
  /** The subscription is validated: the steps behind are done, never links back (they would lead to the confirmation). */
  closed?: boolean;
}

/**
 * "Étape N sur M : Label" and the steps in order; earlier steps are links back, later ones are not.
 * Before the services are known, only "Étape 1 : Vos services" and why no total is given yet.
 */
export function Stepper({ frame }: { frame: Frame }) {
  const { t } = useReaderTranslation();
  const current = frame.steps[frame.current - 1];
  const labels = frame.labels ?? "journey";
  const label = current ? t(`${labels}:steps.${STEP_LABEL_KEYS[current]}`) : "";
  if (frame.totalKnown === false) {
    return (
      <nav className="stepper" aria-label={t("journey:stepper.label")}>
        <p className="stepper-count">{t("journey:stepper.currentUnknown", { current: frame.current, label })}</p>
        <p className="hint">{t("journey:stepper.dependsOnServices")}</p>
      </nav>
    );
  }
  return (
    <nav className="stepper" aria-label={t("journey:stepper.label")}>
      <p className="stepper-count">{t("journey:stepper.current", { current: frame.current, max: frame.max, label })}</p>
      <ol>
        {frame.steps.map((slug, index) => {
          const position = index + 1;
          const label = t(`${labels}:steps.${STEP_LABEL_KEYS[slug]}`);
          if (position < frame.current && frame.closed) {
            return (
              <li key={slug} className="done">
                {label}
                <span className="visually-hidden"> ({t("journey:stepper.done")})</span>
              </li>
            );
          }
          if (position < frame.current) {
            return (
              <li key={slug} className="done">
                <Link to={frame.hrefs[index]!}>
                  {label}
                  <span className="visually-hidden"> ({t("journey:stepper.done")})</span>
                </Link>
              </li>
            );
          }
          return (
            <li key={slug} className={position === frame.current ? "current" : "todo"} aria-current={position === frame.current ? "step" : undefined}>
              {label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
