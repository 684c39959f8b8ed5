import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ClientCard } from "~/kernel/ui/client-card";
import { ContractTypeForm } from "~/features/counter/contract-type-form";
import type { RouteHandle } from "~/kernel/ui/templates";
import { agentPage, requireSibpClient, sibpPage } from "~/kernel/auth/counter.server";
import { sibpMeta } from "~/kernel/ui/counter-meta";

export const handle: RouteHandle = { template: "sibp" };

export const meta: MetaFunction = (args) => sibpMeta(args, "sibp:contract.title");

/** /sibp/contrat: the identified client and the choice of what to do for them. */
export const loader = sibpPage(async ({ request }: LoaderFunctionArgs) => {
  const { headers } = await agentPage(request);
  const client = await requireSibpClient(request);
  return data({ client }, { headers });
});

export default function SibpContract() {
  const { client } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container narrow">
      <h1>{t("sibp:contract.title")}</h1>
      <ClientCard client={client} />
      <p>{t("sibp:contract.lead", { name: `${client.firstName} ${client.lastName}` })}</p>
      <ContractTypeForm />
    </div>
  );
}
