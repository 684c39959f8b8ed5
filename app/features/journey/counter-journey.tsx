import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ComponentType } from "react";
import { requireAgent } from "~/kernel/auth/agent.server";
import { JourneyFrame } from "~/features/journey/journey-frame";
import type { RouteHandle } from "~/kernel/ui/templates";
import type { AuditAction } from "~/kernel/contract/audit";
import { STEP_LABEL_KEYS, type PageSlug } from "~/kernel/contract/journey-steps";
import { personalDataHeaders } from "~/kernel/platform/security";
import { journeyMeta } from "~/features/journey/meta";
import { SIBP_MODE, type StepFrame, type WithMode } from "~/features/journey/mode.server";
import { agentPage, requireSibpClient, sibpPage } from "~/kernel/auth/counter.server";
import { sibpJourneyPage } from "~/features/journey/counter-journey.server";
import { sibpMeta } from "~/kernel/ui/counter-meta";
import { SubscriptionHome } from "~/features/journey/counter-home";
import PaymentPage from "~/features/journey/payment/payment";
import * as payment from "~/features/journey/payment/payment.server";
import * as home from "~/features/journey/counter-home.server";
import { auditOutcome } from "~/kernel/upstream/audit.server";
import { AdministratorStep, CaregiverStep } from "~/features/journey/steps/account-holder";
import * as accountHolders from "~/features/journey/steps/account-holder.server";
import BeneficiaryStep from "~/features/journey/steps/beneficiary";
import * as beneficiary from "~/features/journey/steps/beneficiary.server";
import ConfirmationStep from "~/features/journey/steps/confirmation";
import * as confirmation from "~/features/journey/steps/confirmation.server";
import ContactStep from "~/features/journey/steps/contacts";
import * as contacts from "~/features/journey/steps/contacts.server";
import ServicesStep from "~/features/journey/steps/services";
import * as services from "~/features/journey/steps/services.server";
import SubscriberStep from "~/features/journey/steps/subscriber";
import * as subscriber from "~/features/journey/steps/subscriber.server";
import SummaryStep from "~/features/journey/steps/summary";
import * as summary from "~/features/journey/steps/summary.server";
import { readForm } from "~/kernel/platform/form-data.server";

/**
 * /sibp/souscription?step=n: the agent's subscription for the identified client (SPEC 2, agent
 * variant). The journey engine's SIBP mode (DESIGN 10): the same step pages as the visitor's
 * journey, with the agent's step order, guard and next-step rule, its own cookie, the SIBP
 * template, `system=SIBP`, and any upstream answer of 500 or more sent to /sibp/error-page.
 */
export const handle: RouteHandle = { template: "sibp" };

export const headers = personalDataHeaders;

interface StepHandlers {
  loader: (args: WithMode<LoaderFunctionArgs>) => Promise<unknown>;
  action: (args: WithMode<ActionFunctionArgs>) => Promise<unknown>;
}

/** Each page's loader and action: the shared step pages' own, called in the journey's SIBP mode. */
const HANDLERS: Record<PageSlug, StepHandlers> = {
  home,
  etape1: services,
  etape2: beneficiary,
  etape3: contacts,
  etape4: subscriber,
  etape4a: { loader: accountHolders.administratorLoader, action: accountHolders.administratorAction },
  etape4b: { loader: accountHolders.caregiverLoader, action: accountHolders.caregiverAction },
  etape5: summary,
  etape6: payment,
  etape7: confirmation,
};

/** Each page's view. */
const VIEWS: Record<PageSlug, ComponentType> = {
  home: SubscriptionHome,
  etape1: ServicesStep,
  etape2: BeneficiaryStep,
  etape3: ContactStep,
  etape4: SubscriberStep,
  etape4a: AdministratorStep,
  etape4b: CaregiverStep,
  etape5: SummaryStep,
  etape6: PaymentPage,
  etape7: ConfirmationStep,
};

export const meta: MetaFunction = (args) => {
  const page = (args.data as { frame?: StepFrame } | undefined)?.frame?.page;
  if (!page || page === "home") return sibpMeta(args, "sibp:subscription.title");
  return journeyMeta(args, STEP_LABEL_KEYS[page]);
};

export const loader = sibpPage(async (args: LoaderFunctionArgs) => {
  await agentPage(args.request);
  const client = await requireSibpClient(args.request);
  const { page } = await sibpJourneyPage(args.request, client);
  return HANDLERS[page].loader({ ...args, mode: SIBP_MODE });
});

/** What the audit trail calls a submission of each page (SPEC: every agent action on a client's data). */
async function auditActionOf(page: PageSlug, request: Request): Promise<AuditAction> {
  if (page === "etape5") {
    const intent = await readForm(request)
      .then((form) => form.get("intent"))
      .catch(() => null);
    if (intent === "quotation") return "quotation.send";
  }
  if (page === "etape6") return "signature";
  if (page === "etape7") return "subscription.final";
  return "journey.step";
}

/**
 * A step of the counter's journey: the client gives their answers at the counter and the agent
 * types them. Its audit line is written once the outcome is known; a line that cannot be written
 * is logged as an error, and the step is not refused, so that nothing typed is lost (decision 076).
 */
export const action = sibpPage(async (args: ActionFunctionArgs) => {
  const { agent } = await requireAgent(args.request);
  const client = await requireSibpClient(args.request);
  const { page, state } = await sibpJourneyPage(args.request, client);
  const audit = { agent, action: await auditActionOf(page, args.request), clientId: client.id, contractId: state.contractId };
  try {
    const result = await HANDLERS[page].action({ ...args, mode: SIBP_MODE });
    // A redirect means the submission was taken; an answer in place carries the form's messages.
    const taken = result instanceof Response && result.status >= 300 && result.status < 400;
    await auditOutcome({ ...audit, outcome: taken ? "success" : "rejected" }, args.context.requestId);
    return result;
  } catch (error) {
    if (!(error instanceof Response)) await auditOutcome({ ...audit, outcome: "failure" }, args.context.requestId);
    throw error;
  }
});

/** The counter's journey: the same frame (stepper) and step pages as the `souscription` layout's. */
export default function SibpSubscription() {
  const { frame } = useLoaderData<{ frame: StepFrame }>();
  const Page = VIEWS[frame.page];
  return (
    <JourneyFrame frame={frame}>
      <Page />
    </JourneyFrame>
  );
}
