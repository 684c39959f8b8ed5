import { useLoaderData } from "@remix-run/react";
import { DocumentLink } from "~/kernel/ui/download-link";
import { PrintDocumentLink } from "~/kernel/ui/counter";
import { formatEuros, formatEurosIn } from "~/kernel/money/money";
import type { loadAttestations, loadInvoices } from "./billing.server";
import { DashboardLayout, UpstreamProblem } from "./layout";
import { useWords } from "~/kernel/ui/words";
import { formatMonth } from "~/kernel/i18n/date-format";

export function DashboardInvoices() {
  const { base, contractNumber, invoices, failure } = useLoaderData<typeof loadInvoices>();
  const { t, i18n } = useWords();
  return (
    <DashboardLayout base={base} contractNumber={contractNumber} page="factures">
      <UpstreamProblem failure={failure} />
      {!failure && invoices.length === 0 && <p>{t("dashboard:invoices.none")}</p>}
      {invoices.length > 0 && (
        <table className="documents">
          <caption>{t("dashboard:invoices.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("dashboard:invoices.period")}</th>
              <th scope="col">{t("dashboard:invoices.amount")}</th>
              <th scope="col">{t("dashboard:invoices.document")}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => {
              const month = formatMonth(invoice.date, i18n.language);
              return (
                <tr key={invoice.id}>
                  <th scope="row">{month}</th>
                  <td>{formatEurosIn(invoice.amountInCents, i18n.language)}</td>
                  <td>
                    <DocumentLink href={`${base}/factures/${invoice.id}`} document="invoice">
                      {t("dashboard:invoices.download")}
                      <span className="visually-hidden"> {month}</span>
                    </DocumentLink>
                    <PrintDocumentLink href={`${base}/factures/${invoice.id}`} label={month} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </DashboardLayout>
  );
}

export function DashboardAttestations() {
  const { base, contractNumber, attestations, failure } = useLoaderData<typeof loadAttestations>();
  const { t, day } = useWords();
  return (
    <DashboardLayout base={base} contractNumber={contractNumber} page="attestations">
      <p>{t("dashboard:attestations.intro")}</p>
      <p>{t("common:money.taxCreditCondition")}</p>
      <UpstreamProblem failure={failure} />
      {!failure && attestations.length === 0 && <p>{t("dashboard:attestations.none")}</p>}
      <ul className="plain-list">
        {attestations.map((attestation) => (
          <li key={attestation.id}>
            <h2>{t("dashboard:attestations.year", { year: attestation.year })}</h2>
            <p>
              {t(attestation.taxCredit.prepaidCesuInCents > 0 ? "dashboard:attestations.amountsWithCesu" : "dashboard:attestations.amounts", {
                amount: formatEuros(attestation.taxCredit.paidInCents),
                cesu: formatEuros(attestation.taxCredit.prepaidCesuInCents),
                eligible: formatEuros(attestation.taxCredit.eligibleInCents),
                credit: formatEuros(attestation.taxCredit.creditInCents),
                date: day(attestation.date),
              })}
            </p>
            <p>
              <DocumentLink href={`${base}/attestations/${attestation.id}`} document="attestation">
                {t("dashboard:attestations.download", { year: attestation.year })}
              </DocumentLink>
              <PrintDocumentLink href={`${base}/attestations/${attestation.id}`} label={String(attestation.year)} />
            </p>
          </li>
        ))}
      </ul>
    </DashboardLayout>
  );
}
