import { createHash } from "node:crypto";

/** A stable UUID-shaped identifier derived from a name, so seeds are identical on every start. */
export function stableUuid(name: string): string {
  const hex = createHash("sha1").update(name).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** "Services du quotidien" → "ServicesDuQuotidien" (ASCII letters and digits only). */
export function pascalId(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join("");
}
