import type { ReactNode } from "react";
import { JOURNEY_BASE } from "~/domain/journey/paths";
import { Stepper } from "./stepper";
import type { StepSlug } from "~/domain/journey/steps";

interface Props {
  frame: { steps: StepSlug[]; current: number; max: number };
  title: string;
  summary?: ReactNode;
  children: ReactNode;
}

/** Every journey step: error summary above the h1, the stepper, then the step's form. */
export function JourneyPage({ frame, title, summary, children }: Props) {
  return (
    <div className="container journey">
      {summary}
      <Stepper frame={frame} base={JOURNEY_BASE} />
      <h1>{title}</h1>
      {children}
    </div>
  );
}
