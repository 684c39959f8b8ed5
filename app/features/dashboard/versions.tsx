import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
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
export const handle: ScriptsHandle = { i18n: ["records"] };
export const clientLoader = loadTexts(handle);

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
              {t("records:versions.version", { version: version.version, date: day(version.date) })}
              {version.current && <> – {t("records:versions.current")}</>}
            </h2>
            <p>
              {version.changed.length === 0
                ? t("records:versions.first")
                : t("records:versions.changed", { blocks: version.changed.map((block) => t(`records:versions.blocks.${block}`)).join(", ") })}
            </p>
            {version.formula && (
              <p>
                {t("records:versions.formula", {
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
                  {t("records:versions.download", { version: version.version })}
                </DocumentLink>
              ) : (
                t("records:versions.pdfPending", { version: version.version })
              )}
            </p>
          </li>
        ))}
      </ol>
    </DashboardLayout>
  );
}
