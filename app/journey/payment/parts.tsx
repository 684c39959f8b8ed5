import type { SubmissionResult } from "@conform-to/react";
import { Link, useNavigation, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PaymentStage } from "~/domain/journey/checkout";
import type { paymentLoader } from "./payment.server";

/** What the payment page's loader gives the stage it is at. */
export type PaymentData = ReturnType<typeof useLoaderData<typeof paymentLoader>>;
export type StageData<S extends PaymentStage> = Extract<PaymentData, { stage: S }>;

/** A stage's view: its data, and the answer of its last submission. */
export interface StageProps<S extends PaymentStage> {
  page: StageData<S>;
  result?: SubmissionResult<string[]>;
}

export function useBusy() {
  return useNavigation().state === "submitting";
}

export function BackToSummary() {
  const { t } = useTranslation();
  return (
    <Link to="/services-seniors/souscription/etape5" className="back-link">
      {t("checkout:payment.back")}
    </Link>
  );
}
