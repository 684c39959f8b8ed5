/** What changed from one version of a contract to the next, for people to read (issue 7). */
export const VERSION_BLOCKS = ["legalInfo", "payment", "delivery", "cuo", "subscriber", "recipient", "trustedContact", "familyMessaging"] as const;
export type VersionBlock = (typeof VERSION_BLOCKS)[number];

export interface VersionLike {
  version: number;
  lastVersion: boolean;
  dateModification: string;
  delivery: { modified: boolean; formula: string };
  payment: { modified: boolean; ttcPriceInCents: number };
  legalInfo: { modified: boolean };
  cuo: { modified: boolean };
  subscriber: { modified: boolean };
  recipient: { modified: boolean };
  trustedContact: { modified: boolean }[];
  familyMessaging: { modified: boolean };
}

export interface VersionChange {
  version: number;
  current: boolean;
  date: string;
  /** The blocks this version changed (none for the first one kept). */
  changed: VersionBlock[];
  /** The formula and price before and after, when this version changed the formula. */
  formula: { from: string; to: string; priceFrom: number; priceTo: number } | null;
}

function changedBlocks(version: VersionLike): VersionBlock[] {
  return VERSION_BLOCKS.filter((block) =>
    block === "trustedContact" ? version.trustedContact.some((contact) => contact.modified) : version[block].modified,
  );
}

/** Newest first; only the version flagged lastVersion is current. */
export function versionChanges(versions: readonly VersionLike[]): VersionChange[] {
  const ascending = [...versions].sort((a, b) => a.version - b.version);
  return ascending
    .map((version, index) => {
      const previous = ascending[index - 1];
      const formulaChanged = previous && previous.delivery.formula !== version.delivery.formula;
      return {
        version: version.version,
        current: version.lastVersion,
        date: version.dateModification.slice(0, 10),
        changed: previous ? changedBlocks(version) : [],
        formula: formulaChanged
          ? { from: previous.delivery.formula, to: version.delivery.formula, priceFrom: previous.payment.ttcPriceInCents, priceTo: version.payment.ttcPriceInCents }
          : null,
      };
    })
    .reverse();
}
