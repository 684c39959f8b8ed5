import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { StepSlug } from "~/domain/journey/steps";

interface Frame {
  steps: { slug: StepSlug; labelKey: string }[];
  current: number;
  max: number;
}

/** "Étape N sur M" and the steps in order; earlier steps are links back, later ones are not. */
export function Stepper({ frame, base }: { frame: Frame; base: string }) {
  const { t } = useTranslation();
  const current = frame.steps[frame.current - 1];
  return (
    <nav className="stepper" aria-label={t("journey:stepper.label")}>
      <p className="stepper-count">
        {t("journey:stepper.count", { current: frame.current, max: frame.max })}
        {current && ` : ${t(`journey:steps.${current.labelKey}`)}`}
      </p>
      <ol>
        {frame.steps.map((step, index) => {
          const position = index + 1;
          const label = t(`journey:steps.${step.labelKey}`);
          if (position < frame.current) {
            return (
              <li key={step.slug} className="done">
                <Link to={`${base}/${step.slug}`}>
                  {label}
                  <span className="visually-hidden"> ({t("journey:stepper.done")})</span>
                </Link>
              </li>
            );
          }
          return (
            <li key={step.slug} className={position === frame.current ? "current" : "todo"} aria-current={position === frame.current ? "step" : undefined}>
              {label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
