/** Reads a record entry only when it is the record's own key ("constructor" is not a media file). */
export function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
