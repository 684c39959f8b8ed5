import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAgent } from "~/auth/agent.server";
import { ClientCard } from "~/components/sibp/client-card";
import { ContractTypeForm } from "~/components/sibp/contract-type-form";
import type { RouteHandle } from "~/components/templates";
import { contractTypeSchema, contractTypeTarget } from "~/domain/sibp/contract-type";
import { requireSibpClient, sibpPage } from "~/sibp/guard.server";
import { sibpMeta } from "~/sibp/meta";
import type { loader as contractLoader } from "./sibp.contrat._index";
import { parseForm, readForm } from "~/platform/form-data.server";

export const handle: RouteHandle = { template: "sibp" };

export const meta: MetaFunction = (args) => sibpMeta(args, "sibp:contract.typeLegend");

/** /sibp/contrat/type: the contract type chosen for the identified client; it shows what /sibp/contrat shows. */
export { loader } from "./sibp.contrat._index";

export const action = sibpPage(async ({ request, context }: ActionFunctionArgs) => {
  await requireAgent(request);
  await requireSibpClient(request);
  const submission = parseForm(await readForm(request, context), { schema: contractTypeSchema });
  if (submission.status !== "success") {
    context.formErrors = true;
    return data({ result: submission.reply(), hasErrors: true }, { headers: { "Cache-Control": "private, no-store" } });
  }
  return redirect(contractTypeTarget(submission.value.type));
});

export default function SibpContractType() {
  const { client } = useLoaderData<typeof contractLoader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="container narrow">
      <h1>{t("sibp:contract.typeLegend")}</h1>
      <ClientCard client={client} />
      <ContractTypeForm lastResult={actionData?.result} />
    </div>
  );
}
