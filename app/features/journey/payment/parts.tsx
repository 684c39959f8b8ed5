import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation, type useLoaderData, Link } from "@remix-run/react";
import { useReaderTranslation } from "~/kernel/ui/counter";
import type { PaymentStage } from "~/features/journey/rules/checkout";
import type { loader } from "./payment.server";

/** What the payment page's loader gives the stage it is at. */
export type PaymentData = ReturnType<typeof useLoaderData<typeof loader>>;
export type StageData<S extends PaymentStage> = Extract<PaymentData, { stage: S }>;

/** A stage's view: its data, and the answer of its last submission. */
export interface StageProps<S extends PaymentStage> {
  page: StageData<S>;
  result?: SubmissionResult<string[]>;
}

export function useBusy() {
  return useNavigation().state === "submitting";
}

/** Back to the summary, at its address in the journey's mode (etape5, or the agent's step). */
export function BackToSummary({ frame }: { frame: PaymentData["frame"] }) {
  const { t } = useReaderTranslation();
  return (
    <Link to={frame.hrefs[frame.steps.indexOf("etape5")] ?? frame.hrefs[0]!} className="back-link">
      {t("order:payment.back")}
    </Link>
  );
}

/** A move between stages (keep or change the mandate, change the signature method): an intent button in its own form. */
export function IntentForm({ intent, label }: { intent: string; label: string }) {
  const busy = useBusy();
  return (
    <Form method="post">
      <button type="submit" name="intent" value={intent} className="button secondary" disabled={busy}>
        {label}
      </button>
    </Form>
  );
}
