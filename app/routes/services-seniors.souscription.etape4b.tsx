import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountHolderForm } from "~/components/people/account-holder-form";
import { accountHolderAction, accountHolderLoader } from "~/journey/account-holder-step.server";
import { journeyMeta } from "~/journey/meta";
import { personalDataHeaders } from "~/domain/security";

export const headers = personalDataHeaders;

export const loader = accountHolderLoader("caregiver");
export const action = accountHolderAction("caregiver");
export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "caregiver");

export default function CaregiverStep() {
  return <AccountHolderForm section="caregiver" page={useLoaderData<typeof loader>()} result={useActionData<typeof action>()?.result} />;
}
