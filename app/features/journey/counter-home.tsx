import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SibpClient } from "~/kernel/people/counter-client";
import { ClientCard } from "~/kernel/ui/client-card";

interface HomeData {
  client: SibpClient;
  contractNumber: string | null;
  quotations: { contractId: string; number: string; sentTo: string; validUntil: string }[] | null;
}

/** The agent's journey home: who the subscription is for, their quotations to resume, and the way in. */
export function SubscriptionHome() {
  const { client, contractNumber, quotations } = useLoaderData<HomeData>();
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const name = `${client.firstName} ${client.lastName}`;
  return (
    <div className="container narrow">
      <h1>{t("sibp:subscription.title")}</h1>
      <p>{t("sibp:subscription.lead", { name })}</p>
      <ClientCard client={client} />
      {quotations === null && (
        <p className="flash" role="alert">
          {t("sibp:subscription.quotationsUnavailable")}
        </p>
      )}
      {quotations && quotations.length > 0 && (
        <section aria-labelledby="open-quotations-title">
          <h2 id="open-quotations-title">{t("sibp:quotation.openTitle")}</h2>
          <ul className="result-list">
            {quotations.map((quotation) => (
              <li key={quotation.contractId}>
                <p>{t("sibp:quotation.openItem", { number: quotation.number, email: quotation.sentTo, date: quotation.validUntil })}</p>
                <Form method="post">
                  <input type="hidden" name="resume" value={quotation.contractId} />
                  <button type="submit" className="button secondary" disabled={busy}>
                    {t("sibp:quotation.resumeButton", { number: quotation.number })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      )}
      {contractNumber && <p>{t("sibp:subscription.inProgress", { number: contractNumber })}</p>}
      <Form method="post">
        <button type="submit" className="button" disabled={busy}>
          {t(contractNumber ? "sibp:subscription.continue" : "sibp:subscription.start")}
        </button>
      </Form>
    </div>
  );
}
