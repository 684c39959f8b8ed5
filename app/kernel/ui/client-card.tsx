import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SibpClient } from "~/kernel/people/counter-client";

/** The client the agent is serving, with a way to serve another one. */
export function ClientCard({ client }: { client: SibpClient }) {
  const { t } = useTranslation();
  return (
    <section className="client-card" aria-labelledby="client-card-title">
      <h2 id="client-card-title">{t("sibp:client.title")}</h2>
      <dl className="summary-list">
        <dt>{t("sibp:client.name")}</dt>
        <dd>
          {client.sex ? `${t(`sibp:identification.${client.sex}`)} ` : ""}
          {client.firstName} {client.lastName}
        </dd>
        <dt>{t("sibp:client.address")}</dt>
        <dd>
          {client.address.streetName}, {client.address.zipCode} {client.address.city}
        </dd>
        {client.email && (
          <>
            <dt>{t("sibp:client.email")}</dt>
            <dd>{client.email}</dd>
          </>
        )}
      </dl>
      <p>
        <Link to="/sibp/client-identification">{t("sibp:client.change")}</Link>
      </p>
    </section>
  );
}
