import { useLoaderData } from "@remix-run/react";
import { DocumentLink } from "~/kernel/ui/download-link";
import { formatEuros } from "~/kernel/money/money";
import { formulaWording } from "~/kernel/i18n/wording";
import { DashboardLayout, UpstreamProblem } from "./layout";
import { useWords } from "~/kernel/ui/words";
import { loadVersions } from "./versions.server";
import { dashboardMeta } from "./meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorLoader } from "./doors.server";

/** The contract's versions, at both doors. */
export const meta = dashboardMeta("versions");
export const headers = personalDataHeaders;
export const loader = doorLoader("versions", loadVersions);

export default function DashboardVersions() {
  const { base, contractNumber, versions, failure } = useLoaderData<typeof loadVersions>();
  const { t, word, day } = useWords();
  return (
    <DashboardLayout base={base} contractNumber={contractNumber} page="versions">
      <UpstreamProblem failure={failure} />
      <ol className="plain-list versions">
        {versions.map((version) => (
          <li key={version.version}>
            <h2>
              {t("dashboard:versions.version", { version: version.version, date: day(version.date) })}
              {version.current && <> – {t("dashboard:versions.current")}</>}
            </h2>
            <p>
              {version.changed.length === 0
                ? t("dashboard:versions.first")
                : t("dashboard:versions.changed", { blocks: version.changed.map((block) => t(`dashboard:versions.blocks.${block}`)).join(", ") })}
            </p>
            {version.formula && (
              <p>
                {t("dashboard:versions.formula", {
                  from: word(formulaWording(version.formula.from)),
                  to: word(formulaWording(version.formula.to)),
                  priceFrom: formatEuros(version.formula.priceFrom),
                  priceTo: formatEuros(version.formula.priceTo),
                })}
              </p>
            )}
            <p>
              {version.pdfReady ? (
                <DocumentLink href={`${base}/versions/${version.version}`} document="contractVersion">
                  {t("dashboard:versions.download", { version: version.version })}
                </DocumentLink>
              ) : (
                t("dashboard:versions.pdfPending", { version: version.version })
              )}
            </p>
          </li>
        ))}
      </ol>
    </DashboardLayout>
  );
}
