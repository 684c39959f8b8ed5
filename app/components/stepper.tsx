import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { STEP_LABEL_KEYS, type StepSlug } from "~/domain/journey/steps";

interface Frame {
  steps: StepSlug[];
  /** The address of each step (the journey's mode decides them). */
  hrefs: string[];
  current: number;
  max: number;
  labels?: "sibp";
}

/** "Étape N sur M" and the steps in order; earlier steps are links back, later ones are not. */
export function Stepper({ frame }: { frame: Frame }) {
  const { t } = useTranslation();
  const current = frame.steps[frame.current - 1];
  const labels = frame.labels ?? "journey";
  return (
    <nav className="stepper" aria-label={t("journey:stepper.label")}>
      <p className="stepper-count">
        {t("journey:stepper.count", { current: frame.current, max: frame.max })}
        {current && ` : ${t(`${labels}:steps.${STEP_LABEL_KEYS[current]}`)}`}
      </p>
      <ol>
        {frame.steps.map((slug, index) => {
          const position = index + 1;
          const label = t(`${labels}:steps.${STEP_LABEL_KEYS[slug]}`);
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
