import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { journeyMeta } from "~/features/journey/meta";
import { MandateStage } from "./mandate";
import { OrderStage } from "./order";
import type { Outcome } from "./stage.server";
import type { loader } from "./payment.server";
import { SignatureStage } from "./signature";
import { MessageValues } from "~/kernel/ui/form";
import { useRefusalValues } from "~/kernel/ui/refusal";
import type { PaymentStage } from "~/features/journey/rules/checkout";
import type { PaymentData } from "./parts";
export { action, headers, loader } from "./payment.server";

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "payment");
export const handle: ScriptsHandle = { i18n: ["validation", "order"] };
export const clientLoader = loadTexts(handle);

/** The payment page's view (etape6, and the SIBP journey's paiement step): the view of the stage the journey is at. */
export default function PaymentPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<Outcome>();
  // The action's answer knows the stage its own cookie leads to (a paper order whose validation
  // failed is at the signature); the loader of the same request still read the previous cookie.
  const stage = actionData?.stage ?? page.stage;
  const result = actionData?.stage === stage ? actionData.result : undefined;
  const values = useRefusalValues(actionData?.stage === stage ? actionData.refusal : undefined);
  return <MessageValues value={values}>{stageView(stage, page, result, actionData?.resentTo)}</MessageValues>;
}

function stageView(stage: PaymentStage, page: PaymentData, result: Outcome["result"] | undefined, resentTo: string | null | undefined) {
  if (stage !== "signature" && page.stage === "mandate") return <MandateStage key="mandate" page={page} result={result} />;
  if (stage !== "signature" && page.stage === "order") return <OrderStage key="order" page={page} result={result} />;
  return <SignatureStage key="signature" page={page} result={result} resentTo={resentTo} />;
}
