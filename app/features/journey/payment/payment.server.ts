import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { PaymentStage } from "~/features/journey/rules/checkout";
import { personalDataHeaders } from "~/kernel/platform/security";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";
import { mandateSchema } from "~/features/journey/rules/sepa";
import { READ_FAILED } from "~/features/journey/people-step.server";
import { getPriceGrid } from "~/kernel/upstream/offers.server";
import { MANDATE_INTENTS, mandateAction, mandateData } from "./mandate.server";
import { ORDER_INTENTS, orderAction, orderData } from "./order.server";
import { SIGNATURE_INTENTS, signatureAction } from "./signature.server";
import { VSMP_MODE, type WithMode } from "~/features/journey/mode.server";
import { loadPayment, paymentBase, stay, unreadPaymentPage, type Payment } from "./stage.server";

/**
 * The payment page's loader and action (etape6, and the SIBP journey's paiement step): the page's
 * guard, then the module of the stage the journey is at (decision 036).
 */
export const headers = personalDataHeaders;

interface StageModule {
  /** The intent buttons of the stage's page: they act whatever stage the journey is at now (another tab). */
  intents: readonly string[];
  action(request: Request, context: AppLoadContext, journey: Payment, formData: FormData): Promise<unknown>;
}

const STAGES: Record<PaymentStage, StageModule> = {
  mandate: { intents: MANDATE_INTENTS, action: mandateAction },
  order: { intents: ORDER_INTENTS, action: orderAction },
  signature: { intents: SIGNATURE_INTENTS, action: signatureAction },
};

/** The stage's own data beside every stage's: the mandate's holder, the order's choices; none for the signature. */
function stageData(journey: Payment) {
  if (journey.stage === "mandate") return { stage: journey.stage, ...mandateData(journey) };
  if (journey.stage === "order") return { stage: journey.stage, ...orderData(journey) };
  return { stage: journey.stage };
}

export async function loader({ request, context, mode = VSMP_MODE }: WithMode<LoaderFunctionArgs>) {
  const journey = await loadPayment(request, context, mode);
  if (journey.readFailed) return data(unreadPaymentPage(journey), { status: 503 });
  const grid = await getPriceGrid(journey.mode.system, journey.services.type, context.requestId);
  return data(
    { ...paymentBase(journey, grid), ...stageData(journey) },
    journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined,
  );
}

export async function action({ request, context, mode = VSMP_MODE }: WithMode<ActionFunctionArgs>) {
  const journey = await loadPayment(request, context, mode);
  const formData = await readForm(request);
  if (journey.readFailed) {
    // The bank details come back as typed, with the message (nothing was saved); another
    // stage's post, with nothing typed to keep, gets the page that says to try again.
    if (formData.get("form") !== "mandate" || formData.get("intent")) throw data(null, { status: 503 });
    const submission = parseForm(formData, { schema: mandateSchema });
    return data({ stage: "mandate", result: submission.reply({ formErrors: [READ_FAILED] }) }, { status: 503 });
  }
  const intent = formData.get("intent");
  const owner = Object.values(STAGES).find((stage) => typeof intent === "string" && stage.intents.includes(intent));
  if (owner) return owner.action(request, context, journey, formData);
  // A form of another stage (back button, second tab): show the stage the journey is at.
  if (formData.get("form") !== journey.stage) return stay(journey, journey.state);
  return STAGES[journey.stage].action(request, context, journey, formData);
}
