// The assistant's static knowledge, generated from _shared/content (the single source of FAQ, plans and the
// product catalogue) and synced into public.knowledge_chunks once per function instance, so Postgres
// full-text search (Danish configuration) finds it next to the published posts.
import type { SupabaseClient } from "../_shared/deps.ts";
import { FAQ_ENTRIES } from "../_shared/content/faq.ts";
import {
  allPlanFeatures,
  EMPLOYEES_MAX,
  EMPLOYEES_MIN,
  PLAN_FEATURE_DESCRIPTIONS,
  PLAN_NOTICE_TEXT,
  PLANS,
  PRICE_UNIT_TEXT,
  PRICE_VAT_TEXT,
} from "../_shared/content/plans.ts";
import { PRODUCTS, productPath } from "../_shared/content/products.ts";
import { formatAddress, type SiteIdentity } from "../_shared/content/site.ts";

export interface KnowledgeChunk {
  id: string;
  source: "faq" | "plan" | "product" | "site";
  title: string;
  body: string;
  url: string | null;
}

export function staticKnowledge(identity: SiteIdentity): KnowledgeChunk[] {
  const chunks: KnowledgeChunk[] = [];
  for (const entry of FAQ_ENTRIES) {
    chunks.push({ id: `faq:${entry.id}`, source: "faq", title: entry.question, body: entry.answer.join("\n\n"), url: "/faq" });
  }
  const priceList = PLANS.map((plan) => `${plan.name}: ${plan.pricePerEmployee} ${PRICE_UNIT_TEXT}`).join("\n");
  chunks.push({
    id: "plan:overview",
    source: "plan",
    title: "Priser og planer: Core, Essentials og Complete",
    body: [
      `${identity.productName} findes i tre planer. Prisen afhænger af antal medarbejdere (${EMPLOYEES_MIN} til ${EMPLOYEES_MAX}).`,
      priceList,
      PRICE_VAT_TEXT,
      PLAN_NOTICE_TEXT,
    ].join("\n\n"),
    url: "/#pricing",
  });
  for (const plan of PLANS) {
    const own = plan.features.map((feature) => `- ${feature}: ${PLAN_FEATURE_DESCRIPTIONS[feature] ?? ""}`.trim());
    const inherited = plan.includes ? allPlanFeatures(plan.includes).join(", ") : null;
    chunks.push({
      id: `plan:${plan.id}`,
      source: "plan",
      title: `${plan.name}-planen: pris og indhold`,
      body: [
        `${plan.name} koster ${plan.pricePerEmployee} ${PRICE_UNIT_TEXT}. ${PRICE_VAT_TEXT}`,
        plan.description,
        inherited ? `Indeholder alt i ${PLANS.find((p) => p.id === plan.includes)?.name} (${inherited}), plus:` : "Indeholder:",
        own.join("\n"),
        PLAN_NOTICE_TEXT,
      ].join("\n\n"),
      url: "/#pricing",
    });
  }
  for (const product of PRODUCTS) {
    const plan = PLANS.find((p) => p.id === product.availableFrom);
    chunks.push({
      id: `product:${product.slug}`,
      source: "product",
      title: `${product.name}: ${product.tagline}`,
      body: [
        product.description,
        plan ? `Findes fra ${plan.name}-planen (${plan.pricePerEmployee} ${PRICE_UNIT_TEXT}).` : "",
        product.features.map((feature) => `- ${feature.title}: ${feature.description}`).join("\n"),
      ].filter(Boolean).join("\n\n"),
      url: productPath(product.slug),
    });
    chunks.push({
      id: `product:${product.slug}:details`,
      source: "product",
      title: `${product.name}: sådan virker det`,
      body: [
        ...product.detailedDescription,
        ...product.benefits.map((b) => `${b.title}: ${b.description}`),
        ...product.useCases.map((u) => `${u.title}: ${u.description}`),
      ].join("\n\n"),
      url: productPath(product.slug),
    });
  }
  chunks.push({
    id: "site:contact",
    source: "site",
    title: `Kontakt ${identity.resellerName} og support`,
    body: [
      `${identity.productName} sælges af ${identity.resellerName} (CVR-nr. ${identity.cvr}), ${formatAddress(identity.address)}.`,
      `Kontakt os på e-mail ${identity.supportEmail} eller via kontaktformularen nederst på forsiden. Vi svarer inden for én arbejdsdag.`,
    ].join("\n\n"),
    url: "/#contact",
  });
  return chunks;
}

async function versionOf(chunks: KnowledgeChunk[]): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(chunks)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

let synced: Promise<void> | undefined;

/** Syncs once per instance; a failure is logged and retried on the next request, never fatal to a chat. */
export function ensureKnowledge(db: SupabaseClient, identity: SiteIdentity): Promise<void> {
  synced ??= (async () => {
    const chunks = staticKnowledge(identity);
    const { error } = await db.rpc("chat_sync_knowledge", { p_version: await versionOf(chunks), p_chunks: chunks });
    if (error) throw new Error(`chat_sync_knowledge failed: ${error.message}`);
  })().catch((error) => {
    console.error(error);
    synced = undefined;
  });
  return synced;
}
