import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAgent } from "~/kernel/auth/agent.server";
import { ClientCard } from "~/kernel/ui/client-card";
import { ContractTypeForm } from "~/features/counter/contract-type-form";
import type { RouteHandle } from "~/kernel/ui/templates";
import { contractTypeSchema, contractTypeTarget } from "~/features/counter/rules/contract-type";
import { requireSibpClient, sibpPage } from "~/kernel/auth/counter.server";
import { sibpMeta } from "~/kernel/ui/counter-meta";
import type { loader as contractLoader } from "./contract";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";

export const handle: RouteHandle = { template: "sibp" };

export const meta: MetaFunction = (args) => sibpMeta(args, "sibp:contract.typeLegend");

/** /sibp/contrat/type: the contract type chosen for the identified client; it shows what /sibp/contrat shows. */
export { loader } from "./contract";

export const action = sibpPage(async ({ request }: ActionFunctionArgs) => {
  await requireAgent(request);
  await requireSibpClient(request);
  const submission = parseForm(await readForm(request), { schema: contractTypeSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400, headers: { "Cache-Control": "private, no-store" } });
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
