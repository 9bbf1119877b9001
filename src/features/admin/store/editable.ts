/** The editable fields of two versions, compared as data (arrays included). */
export function sameFields<Doc extends object>(fields: readonly (keyof Doc)[], a: Doc, b: Doc): boolean {
  return fields.every((field) => JSON.stringify(a[field] ?? null) === JSON.stringify(b[field] ?? null));
}

export function pick<Doc extends object, Field extends keyof Doc>(doc: Doc, fields: readonly Field[]): Pick<Doc, Field> {
  const out = {} as Pick<Doc, Field>;
  for (const field of fields) out[field] = doc[field];
  return out;
}

/** Server timestamps ("…+00:00", microseconds) as the app writes them (toISOString), so versions compare equal. */
export function isoOrNull(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? new Date(value).toISOString() : null;
}
