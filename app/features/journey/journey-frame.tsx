import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { HelpLine } from "~/kernel/ui/help-line";
import { Stepper } from "./stepper";
import type { StepSlug } from "~/kernel/contract/journey-steps";

type Frame = { steps: StepSlug[]; hrefs: string[]; current: number; max: number; labels?: "sibp"; focusHeading?: boolean };

/**
 * SPEC 4, going to the step one is on: its heading takes the focus, after a client-side
 * navigation (JavaScript on; a page loaded whole starts at its top, as any page): a link to the
 * step, or a step saved that leads to the next. Not after a form that stays on its page (an intent
 * button: add a contact, apply a code), nor over an error summary, which takes the focus itself
 * (form.tsx).
 */
function useStepHeadingFocus(focusHeading: boolean | undefined) {
  const container = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigation = useNavigation();
  const address = `${location.pathname}${location.search}`;
  const shown = useRef({ key: location.key, address });
  const submitted = useRef(false);
  if (navigation.state !== "idle") submitted.current = Boolean(navigation.formMethod && navigation.formMethod.toUpperCase() !== "GET");
  useEffect(() => {
    if (shown.current.key === location.key) return;
    const stayed = shown.current.address === address;
    shown.current = { key: location.key, address };
    const root = container.current;
    if (!focusHeading || !root || (stayed && submitted.current) || root.querySelector(".error-summary")) return;
    const heading = root.querySelector("h1");
    if (!heading) return;
    heading.setAttribute("tabindex", "-1");
    heading.focus();
  }, [location.key, address, focusHeading]);
  return container;
}

/**
 * What the journey's layout renders around every step (the `souscription` layout route, and the
 * counter's journey, which shows the same pages at /sibp/souscription?step=n): the stepper, then
 * the step. The agent's home of the journey is no step: it has no stepper.
 */
export function JourneyFrame({ frame, children }: { frame: Frame | undefined; children: ReactNode }) {
  const container = useStepHeadingFocus(frame?.focusHeading);
  if (!frame || frame.current < 1) return <>{children}</>;
  return (
    <div className="container journey" ref={container}>
      <Stepper frame={frame} />
      {children}
      {frame.labels !== "sibp" && <HelpLine />}
    </div>
  );
}

interface Props {
  /** Kept for the pages' calls; the stepper is the layout's (JourneyFrame). */
  frame?: Frame;
  title: string;
  summary?: ReactNode;
  children: ReactNode;
}

/** A journey step, inside the journey's layout: the error summary above the h1, then the step's form. */
export function JourneyPage({ title, summary, children }: Props) {
  return (
    <>
      {summary}
      <h1>{title}</h1>
      {children}
    </>
  );
}
