import { eventRecordedBy } from "~/kernel/contract/contract-flags";
import type { HubContract, VisitReport } from "~/kernel/upstream/hub.server";

/**
 * One event of the hub (SPEC 3, "Alert and device event") as a page shows it, the owner's reports
 * page and a relative's follow-up page alike: date, level, what the postman found, the mood, the
 * need seen, who recorded it (its `idDevice`), and whether a photo can be asked of its guarded
 * address (never the photo itself).
 */
export function eventView(report: VisitReport, devices: HubContract["devices"] = []) {
  const metadata = report.valeur.metadata;
  return {
    id: report.id,
    date: report.dateReleve,
    level: report.valeur.level,
    value: report.valeur.value,
    LPFRType: report.valeur.LPFRType,
    mood: metadata.find((entry) => entry.recipientMood)?.recipientMood,
    need: metadata.find((entry) => entry.dataType === "NEED" && entry.need)?.need ?? null,
    /** Who recorded it (from `idDevice`): one of the contract's devices, the postman, or unknown. */
    recordedBy: eventRecordedBy(report.idDevice, devices),
    hasPhoto: Boolean(report.base64Image),
  };
}

export type EventView = ReturnType<typeof eventView>;
