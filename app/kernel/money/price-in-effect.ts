/**
 * Which version of a contract prices a day (decision 100): a version's price applies from its
 * `priceEffectiveDate` (an avenant's effective date, kept by the versions that follow it), else
 * from the day it was recorded. The hub's invoices and attestations take the price so (the
 * sandbox plays it with this function), and the dashboard states the price of the day by it.
 */
export interface PricedVersion {
  version: number;
  dateModification: string;
  priceEffectiveDate?: string | null;
}

/** The day a version's price applies from. */
export function priceDayOf(version: PricedVersion): string {
  return version.priceEffectiveDate ?? version.dateModification.slice(0, 10);
}

/** The version whose price is in effect on `day` (YYYY-MM-DD): the newest one whose price applies by then, else the oldest. */
export function versionPricedOn<Version extends PricedVersion>(versions: readonly Version[], day: string): Version | undefined {
  const ascending = [...versions].sort((a, b) => a.version - b.version);
  let current = ascending[0];
  for (const version of ascending) if (priceDayOf(version) <= day) current = version;
  return current;
}

/**
 * The price in effect on `day` and, when a newer version's price applies from a later day (an
 * avenant not in effect yet), that version and the first day of its price: one reading of the
 * versions gives both (the dashboard's home states this month's price and "new price from …").
 */
export function pricesFrom<Version extends PricedVersion>(
  versions: readonly Version[],
  day: string,
): { current: Version | undefined; next: { from: string; version: Version } | null } {
  const current = versionPricedOn(versions, day);
  const from = versions
    .map(priceDayOf)
    .filter((candidate) => candidate > day)
    .sort()[0];
  const version = from ? versionPricedOn(versions, from) : undefined;
  return { current, next: from && version && version !== current ? { from, version } : null };
}
