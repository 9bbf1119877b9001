/**
 * Row sizes for `count` cards, at most `perRow` a row, as even as possible, so no card is left alone on
 * the last row (4 → 2+2, 5 → 3+2, 7 → 3+2+2). Only a single card sits alone.
 */
export function balancedRowSizes(count: number, perRow = 3): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / perRow);
  const base = Math.floor(count / rows);
  const larger = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < larger ? base + 1 : base));
}

/** Legal-form suffixes that say nothing about which company it is. */
const LEGAL_FORMS = new Set(["aps", "a/s", "as", "i/s", "ivs", "p/s", "k/s", "amba", "a.m.b.a.", "smba", "og", "&"]);

/** "Bager Hansen ApS" → "BH", "Nordlys A/S" → "N": the monogram shown where a company has no logo. */
export function companyInitials(companyName: string): string {
  const words = companyName
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ""))
    .filter((word) => word !== "" && !LEGAL_FORMS.has(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase("da-DK"))
    .join("");
}
