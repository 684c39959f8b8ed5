import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ComponentType } from "react";
import { requireAgent } from "~/auth/agent.server";
import { JourneyFrame } from "~/components/journey-page";
import type { RouteHandle } from "~/components/templates";
import type { AuditAction } from "~/domain/sibp/audit";
import { STEP_LABEL_KEYS, type PageSlug } from "~/domain/journey/steps";
import { personalDataHeaders } from "~/domain/security";
import { journeyMeta } from "~/journey/meta";
import type { StepFrame } from "~/journey/mode.server";
import { agentPage, requireSibpClient, sibpPage } from "~/sibp/guard.server";
import { sibpJourneyPage } from "~/sibp/journey.server";
import { sibpMeta } from "~/sibp/meta";
import { SubscriptionHome } from "~/components/sibp/subscription-home";
import PaymentPage from "~/journey/payment/payment";
import * as payment from "~/journey/payment/payment.server";
import * as home from "~/sibp/subscription-home.server";
import { auditOutcome } from "~/upstream/audit.server";
import { AdministratorStep, CaregiverStep } from "~/journey/pages/account-holder";
import * as accountHolders from "~/journey/pages/account-holder.server";
import BeneficiaryStep from "~/journey/pages/beneficiary";
import * as beneficiary from "~/journey/pages/beneficiary.server";
import ConfirmationStep from "~/journey/pages/confirmation";
import * as confirmation from "~/journey/pages/confirmation.server";
import ContactStep from "~/journey/pages/contacts";
import * as contacts from "~/journey/pages/contacts.server";
import ServicesStep from "~/journey/pages/services";
import * as services from "~/journey/pages/services.server";
import SubscriberStep from "~/journey/pages/subscriber";
import * as subscriber from "~/journey/pages/subscriber.server";
import SummaryStep from "~/journey/pages/summary";
import * as summary from "~/journey/pages/summary.server";
import { readForm } from "~/platform/form-data.server";

/**
 * /sibp/souscription?step=n: the agent's subscription for the identified client (SPEC 2, agent
 * variant). The journey engine's SIBP mode (DESIGN 10): the same step pages as the visitor's
 * journey, with the agent's step order, guard and next-step rule, its own cookie, the SIBP
 * template, `system=SIBP`, and any upstream answer of 500 or more sent to /sibp/error-page.
 */
export const handle: RouteHandle = { template: "sibp" };

export const headers = personalDataHeaders;

interface StepHandlers {
  loader: (args: LoaderFunctionArgs) => Promise<unknown>;
  action: (args: ActionFunctionArgs) => Promise<unknown>;
}

/** Each page's loader and action: the shared step pages' own (app/journey/pages, server only). */
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
  return HANDLERS[page].loader(args);
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
    const result = await HANDLERS[page].action(args);
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
