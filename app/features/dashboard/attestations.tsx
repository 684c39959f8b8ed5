import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import { useLoaderData } from "@remix-run/react";
import { DocumentLink } from "~/kernel/ui/download-link";
import { PrintDocumentLink } from "~/kernel/ui/counter";
import { formatEuros } from "~/kernel/money/money";
import { DashboardLayout, UpstreamProblem } from "./layout";
import { useWords } from "~/kernel/ui/words";
import { loadAttestations } from "./billing.server";
import { dashboardMeta } from "./meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorLoader } from "./doors.server";

/** The contract's tax attestations, at both doors. */
export const meta = dashboardMeta("attestations");
export const headers = personalDataHeaders;
export const loader = doorLoader("attestations", loadAttestations);
export const handle: ScriptsHandle = { i18n: ["records"] };
export const clientLoader = loadTexts(handle);

export default function DashboardAttestations() {
  const { base, contractNumber, attestations, failure } = useLoaderData<typeof loadAttestations>();
  const { t, day } = useWords();
  return (
    <DashboardLayout base={base} contractNumber={contractNumber} page="attestations">
      <p>{t("records:attestations.intro")}</p>
      <p>{t("common:money.taxCreditCondition")}</p>
      <UpstreamProblem failure={failure} />
      {!failure && attestations.length === 0 && <p>{t("records:attestations.none")}</p>}
      <ul className="plain-list">
        {attestations.map((attestation) => (
          <li key={attestation.id}>
            <h2>{t("records:attestations.year", { year: attestation.year })}</h2>
            <p>
              {t(attestation.taxCredit.prepaidCesuInCents > 0 ? "records:attestations.amountsWithCesu" : "records:attestations.amounts", {
                amount: formatEuros(attestation.taxCredit.paidInCents),
                cesu: formatEuros(attestation.taxCredit.prepaidCesuInCents),
                eligible: formatEuros(attestation.taxCredit.eligibleInCents),
                credit: formatEuros(attestation.taxCredit.creditInCents),
                date: day(attestation.date),
              })}
            </p>
            <p>
              <DocumentLink href={`${base}/attestations/${attestation.id}`} document="attestation">
                {t("records:attestations.download", { year: attestation.year })}
              </DocumentLink>
              <PrintDocumentLink href={`${base}/attestations/${attestation.id}`} label={String(attestation.year)} />
            </p>
          </li>
        ))}
      </ul>
    </DashboardLayout>
  );
}
