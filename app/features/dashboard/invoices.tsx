import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import { useLoaderData } from "@remix-run/react";
import { DocumentLink } from "~/kernel/ui/download-link";
import { PrintDocumentLink } from "~/kernel/ui/counter";
import { formatEurosIn } from "~/kernel/money/money";
import { DashboardLayout, UpstreamProblem } from "./layout";
import { useWords } from "~/kernel/ui/words";
import { formatMonth } from "~/kernel/i18n/date-format";
import { loadInvoices } from "./billing.server";
import { dashboardMeta } from "./meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorLoader } from "./doors.server";

/** The contract's invoices, at both doors. */
export const meta = dashboardMeta("invoices");
export const headers = personalDataHeaders;
export const loader = doorLoader("invoices", loadInvoices);
export const handle: ScriptsHandle = { i18n: ["records"] };
export const clientLoader = loadTexts(handle);

export default function DashboardInvoices() {
  const { base, contractNumber, invoices, failure } = useLoaderData<typeof loadInvoices>();
  const { t, i18n } = useWords();
  return (
    <DashboardLayout base={base} contractNumber={contractNumber} page="invoices">
      <UpstreamProblem failure={failure} />
      {!failure && invoices.length === 0 && <p>{t("records:invoices.none")}</p>}
      {invoices.length > 0 && (
        <table className="documents">
          <caption>{t("records:invoices.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("records:invoices.period")}</th>
              <th scope="col">{t("records:invoices.amount")}</th>
              <th scope="col">{t("records:invoices.document")}</th>
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
                      {t("records:invoices.download")}
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
