/**
 * Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys
 * (`metadata[user_id]=…`, `line_items[0][price]=…`), as the stripe SDK sends it. Numeric segments become
 * arrays, everything else objects; values stay strings, as Stripe receives them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const segments = key.replace(/\]/g, "").split("[");
    let node: Record<string, FormValue> | FormValue[] = root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const slot = segment === "" && Array.isArray(node) ? node.length : segment;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[slot] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(segments[index + 1]!);
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

export function str(value: FormValue | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export function obj(value: FormValue | undefined): Record<string, FormValue> {
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}

export function list(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  // `items[0][price]` with a sparse index arrives as an object keyed "0"; order by key.
  if (value && typeof value === "object") return Object.keys(value).sort((a, b) => Number(a) - Number(b)).map((k) => value[k]!);
  return [];
}

export function stringRecord(value: FormValue | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(obj(value))) if (typeof item === "string") out[key] = item;
  return out;
}
