import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAgent } from "~/kernel/auth/agent.server";
import { Analytics } from "~/kernel/ui/analytics";
import { JourneyDocuments } from "~/features/journey/journey-documents";
import { ClientCard } from "~/kernel/ui/client-card";
import type { RouteHandle } from "~/kernel/ui/templates";
import { PAGE_VIEW_NAMES } from "~/kernel/platform/analytics";
import { readForm } from "~/kernel/platform/form-data.server";
import { SIBP_MODE } from "~/features/journey/mode.server";
import { agentDashboardPath, SIBP_JOURNEY_PATH } from "~/kernel/contract/paths";
import { loadContract } from "~/features/journey/step.server";
import { agentPage, requireSibpClient, sibpPage } from "~/kernel/auth/counter.server";
import { newSibpJourney } from "~/features/journey/counter-journey.server";
import { sibpMeta } from "~/kernel/ui/counter-meta";

export const handle: RouteHandle = { template: "sibp" };

export const meta: MetaFunction = (args) => sibpMeta(args, "sibp:final.title");

/**
 * /sibp/final-subscription: the agent's subscription is ended (past its last step). The contract
 * number, its documents to print or hand over, and what the agent does next.
 */
export const loader = sibpPage(async ({ request, context }: LoaderFunctionArgs) => {
  const { headers } = await agentPage(request);
  const client = await requireSibpClient(request);
  const state = await SIBP_MODE.store.read(request);
  if (state.clientId !== client.id || !state.subscription.isEnded) throw redirect(SIBP_JOURNEY_PATH);
  const contract = await loadContract(state, context, SIBP_MODE);
  if (contract?.status !== "VALIDATED") throw redirect(SIBP_JOURNEY_PATH);
  const paper = contract.signature?.method === "PAPER";
  // Ordered on paper: the agent records the signed papers on the contract's dashboard.
  // A client without e-mail gets the contract and its documents by post (decision 137).
  const byPost = !(typeof contract.billing?.mail === "string" && contract.billing.mail);
  return data({ client, contractNumber: contract.contractNumber, paper, byPost, dashboardPath: paper ? agentDashboardPath(contract.contractNumber) : null }, { headers });
});

/** "Nouvelle souscription pour ce client": a new journey for the same client. */
export const action = sibpPage(async ({ request }: ActionFunctionArgs) => {
  await requireAgent(request);
  const client = await requireSibpClient(request);
  await readForm(request);
  return redirect(`${SIBP_JOURNEY_PATH}?step=1`, { headers: { "Set-Cookie": await SIBP_MODE.store.commit(newSibpJourney(client.id)) } });
});

export default function SibpFinalSubscription() {
  const { client, contractNumber, paper, byPost, dashboardPath } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container narrow">
      <Analytics name={PAGE_VIEW_NAMES.confirmation} step="sibp" />
      <h1>{t("sibp:final.title")}</h1>
      <p className="notice" role="status">
        <strong>{t("confirmation:contractNumber", { number: contractNumber })}</strong>
      </p>
      <p>{t(paper ? "sibp:final.paper" : "sibp:final.electronic", { name: `${client.firstName} ${client.lastName}` })}</p>
      {byPost && <p className="notice">{t("sibp:final.byPost")}</p>}
      <JourneyDocuments />
      <ClientCard client={client} />
      <h2>{t("sibp:final.nextTitle")}</h2>
      <Form method="post">
        <button type="submit" className="button secondary">
          {t("sibp:final.again")}
        </button>
      </Form>
      <ul className="link-list">
        {dashboardPath && (
          <li>
            <Link to={dashboardPath}>{t("sibp:final.recordDocuments")}</Link>
          </li>
        )}
        <li>
          <Link to="/sibp/client-identification">{t("sibp:final.otherClient")}</Link>
        </li>
        <li>
          <Link to="/sibp/home">{t("sibp:error.backHome")}</Link>
        </li>
      </ul>
    </div>
  );
}
