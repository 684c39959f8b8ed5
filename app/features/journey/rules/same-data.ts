/**
 * Whether two values of plain data (what JSON holds: objects, arrays, strings, numbers,
 * booleans, null) are the same: objects key by key whatever the keys' order, a key holding
 * `undefined` as if absent (JSON leaves it out), arrays item by item. Comparing their
 * `JSON.stringify` texts gave the same answer (key order aside) after writing both out whole,
 * on every journey page.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!sameData(a[index], b[index])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let keys = 0;
  for (const key in left) {
    if (!Object.hasOwn(left, key) || left[key] === undefined) continue;
    keys++;
    if (!sameData(left[key], right[key])) return false;
  }
  for (const key in right) if (Object.hasOwn(right, key) && right[key] !== undefined) keys--;
  return keys === 0;
}
