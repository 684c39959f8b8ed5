import { Outlet, useMatches } from "@remix-run/react";
import { JourneyFrame } from "~/features/journey/journey-frame";
import type { ScriptsHandle } from "~/kernel/ui/scripts";
import type { StepFrame } from "~/features/journey/mode.server";

/**
 * The `souscription` layout (DESIGN 3): the journey's steps (etape1 to etape7) are its children.
 * It renders the stepper from the step's own data (each step's loader runs the journey's guard
 * and works the frame out; a loader here would read the journey and the contract a second time).
 */
export const handle: ScriptsHandle = { hydrate: true, i18n: ["journey"] };

export default function JourneyLayout() {
  const matches = useMatches();
  const frame = (matches[matches.length - 1]?.data as { frame?: StepFrame } | undefined)?.frame;
  return (
    <JourneyFrame frame={frame}>
      <Outlet />
    </JourneyFrame>
  );
}
