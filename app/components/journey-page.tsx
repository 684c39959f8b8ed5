import type { ReactNode } from "react";
import { Stepper } from "./stepper";
import type { StepSlug } from "~/domain/journey/steps";

interface Props {
  frame: { steps: StepSlug[]; hrefs: string[]; current: number; max: number; labels?: "sibp" };
  title: string;
  summary?: ReactNode;
  children: ReactNode;
}

/** Every journey step: error summary above the h1, the stepper, then the step's form. */
export function JourneyPage({ frame, title, summary, children }: Props) {
  return (
    <div className="container journey">
      {summary}
      <Stepper frame={frame} />
      <h1>{title}</h1>
      {children}
    </div>
  );
}
