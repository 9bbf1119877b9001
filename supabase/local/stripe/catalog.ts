// Products and prices as Stripe's API has them, for `npm run stripe:sync` and the functions' price lookups:
// products may be created with their own id; prices are immutable but for `active`, `nickname`, `metadata`
// and `lookup_key`, and a lookup key belongs to one price at a time (`transfer_lookup_key=true` moves it).
import { str, stringRecord, type FormValue } from "./form.ts";
import { StripeApiError, invalid } from "./errors.ts";
import { newId, type Price, type Product, type StripeStore } from "./store.ts";

const bool = (value: FormValue | undefined): boolean | undefined => {
  const text = str(value);
  return text === undefined ? undefined : text === "true";
};

function claimLookupKey(store: StripeStore, price: Price, key: string | undefined, transfer: boolean): void {
  if (key === undefined) return;
  const holder = [...store.prices.values()].find((other) => other.lookup_key === key && other.id !== price.id);
  if (holder) {
    if (!transfer) {
      throw invalid("lookup_key", `A price (\`${holder.id}\`) already uses that lookup key.`);
    }
    holder.lookup_key = null;
  }
  price.lookup_key = key === "" ? null : key;
}

export function createProduct(store: StripeStore, form: Record<string, FormValue>): Product {
  const name = str(form.name);
  if (!name) throw invalid("name", "Missing required param: name.");
  const id = str(form.id) ?? newId("prod");
  if (store.products.has(id)) throw invalid("id", `Product already exists.`);
  const now = store.tick();
  const product: Product = {
    id,
    object: "product",
    active: bool(form.active) ?? true,
    name,
    description: str(form.description) ?? null,
    metadata: stringRecord(form.metadata),
    created: now,
    updated: now,
    livemode: false,
  };
  store.products.set(id, product);
  return product;
}

export function updateProduct(store: StripeStore, product: Product, form: Record<string, FormValue>): Product {
  product.name = str(form.name) ?? product.name;
  if (str(form.description) !== undefined) product.description = str(form.description) || null;
  product.active = bool(form.active) ?? product.active;
  product.metadata = { ...product.metadata, ...stringRecord(form.metadata) };
  product.updated = store.tick();
  return product;
}

export function createPrice(store: StripeStore, form: Record<string, FormValue>): Price {
  const product = str(form.product) ?? "";
  if (!store.products.has(product)) throw new StripeApiError(404, "invalid_request_error", `No such product: '${product}'`, "product");
  const currency = (str(form.currency) ?? "").toLowerCase();
  if (!currency) throw invalid("currency", "Missing required param: currency.");
  const unitAmount = Number(str(form.unit_amount));
  if (!Number.isInteger(unitAmount) || unitAmount < 0) throw invalid("unit_amount", "Invalid integer: unit_amount");
  const recurring = form.recurring && typeof form.recurring === "object" && !Array.isArray(form.recurring) ? form.recurring : undefined;
  const price: Price = {
    id: newId("price"),
    object: "price",
    active: bool(form.active) ?? true,
    currency,
    unit_amount: unitAmount,
    product,
    recurring: recurring ? { interval: str(recurring.interval) ?? "month", interval_count: Number(str(recurring.interval_count) ?? "1") } : null,
    type: recurring ? "recurring" : "one_time",
    lookup_key: null,
    nickname: str(form.nickname) ?? null,
    metadata: stringRecord(form.metadata),
    created: store.tick(),
    livemode: false,
  };
  claimLookupKey(store, price, str(form.lookup_key), bool(form.transfer_lookup_key) ?? false);
  store.prices.set(price.id, price);
  return price;
}

export function updatePrice(store: StripeStore, price: Price, form: Record<string, FormValue>): Price {
  for (const fixed of ["unit_amount", "currency", "recurring", "product"]) {
    if (form[fixed] !== undefined) throw invalid(fixed, `Received unknown parameter: ${fixed}`);
  }
  price.active = bool(form.active) ?? price.active;
  if (str(form.nickname) !== undefined) price.nickname = str(form.nickname) || null;
  price.metadata = { ...price.metadata, ...stringRecord(form.metadata) };
  claimLookupKey(store, price, str(form.lookup_key), bool(form.transfer_lookup_key) ?? false);
  return price;
}

/** GET /v1/prices: `lookup_keys[]` (the SDK sends `lookup_keys[0]=…`), `active`, `product`; newest first. */
export function listPrices(store: StripeStore, query: URLSearchParams): Price[] {
  const keys = [...query.entries()].filter(([name]) => /^lookup_keys\[\d*\]$/.test(name)).map(([, value]) => value);
  const active = query.get("active");
  const product = query.get("product");
  return [...store.prices.values()]
    .filter((price) => keys.length === 0 || (price.lookup_key !== null && keys.includes(price.lookup_key)))
    .filter((price) => active === null || String(price.active) === active)
    .filter((price) => !product || price.product === product)
    .sort((a, b) => b.created - a.created || b.id.localeCompare(a.id));
}
