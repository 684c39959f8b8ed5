import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountHolderForm } from "~/components/people/account-holder-form";
import { accountHolderAction, accountHolderLoader } from "~/journey/account-holder-step.server";
import { journeyMeta } from "~/journey/meta";
import { personalDataHeaders } from "~/domain/security";

export const headers = personalDataHeaders;

export const loader = accountHolderLoader("admin");
export const action = accountHolderAction("admin");
export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "administrator");

export default function AdministratorStep() {
  return <AccountHolderForm section="admin" page={useLoaderData<typeof loader>()} result={useActionData<typeof action>()?.result} />;
}
