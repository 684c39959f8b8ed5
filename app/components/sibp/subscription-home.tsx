import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SibpClient } from "~/domain/sibp/client";
import { ClientCard } from "./client-card";

/** The agent's journey home: who the subscription is for, and the way in. */
export function SubscriptionHome() {
  const { client, contractNumber } = useLoaderData<{ client: SibpClient; contractNumber: string | null }>();
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const name = `${client.firstName} ${client.lastName}`;
  return (
    <div className="container narrow">
      <h1>{t("sibp:subscription.title")}</h1>
      <p>{t("sibp:subscription.lead", { name })}</p>
      <ClientCard client={client} />
      {contractNumber && <p>{t("sibp:subscription.inProgress", { number: contractNumber })}</p>}
      <Form method="post">
        <button type="submit" className="button" disabled={busy}>
          {t(contractNumber ? "sibp:subscription.continue" : "sibp:subscription.start")}
        </button>
      </Form>
    </div>
  );
}
