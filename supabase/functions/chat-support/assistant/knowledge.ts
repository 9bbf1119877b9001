// Everything a visitor can read on the site, as search documents: the FAQ, the plans, the product pages, the
// terms, the privacy policy, the data processing agreement, the platform provider's terms and the published posts (read from the database and
// swapped in whenever a post is published, edited or removed).
import { FAQ_ENTRIES } from "../../_shared/facts/faq.ts";
import { PLAN_FEATURE_DESCRIPTIONS, PLANS, TRIAL_TEXT } from "../../_shared/facts/content.ts";
import {
  CORO_TERMS,
  DATA_PROCESSING_PATH,
  dataProcessingDocument,
  privacyDocument,
  PRODUCTS,
  productPath,
  type SiteIdentity,
  termsDocument,
} from "../../_shared/facts/site-content.ts";
import type { LegalDocument } from "../../_shared/facts/site-content.ts";
import type { Doc } from "./retrieval.ts";

export interface PublishedPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  meta_keywords: string[] | null;
  /** The byline, when the post has one ("who wrote it?"). */
  author_name?: string | null;
  /** When it was published (ISO), for "what is your newest post?". */
  published_at?: string | null;
}

function legalDocs(document: LegalDocument, kind: Doc["kind"], path: string): Doc[] {
  return document.sections.map((section) => ({
    id: `${kind}:${section.id}`,
    kind,
    title: `${document.title}: ${section.heading.replace(/^\d+\.\s*/, "")}`,
    body: [...section.paragraphs, ...(section.list ?? [])].join("\n"),
    url: `${path}#${section.id}`,
    lang: document.lang,
  }));
}

export function staticDocs(identity: SiteIdentity, today = new Date()): Doc[] {
  const docs: Doc[] = [];
  for (const entry of FAQ_ENTRIES) {
    docs.push({ id: `faq:${entry.id}`, kind: "faq", title: entry.question, body: entry.answer.join("\n"), url: "/faq", lang: "da" });
  }
  for (const product of PRODUCTS) {
    docs.push({
      id: `product:${product.slug}`,
      kind: "product",
      title: `${product.name} ${product.tagline}`,
      keywords: product.features.map((f) => f.title).join(" "),
      body: [product.description, ...product.features.map((f) => `${f.title}: ${f.description}`), ...product.detailedDescription,
        ...product.benefits.map((b) => `${b.title}: ${b.description}`), ...product.useCases.map((u) => `${u.title}: ${u.description}`)].join("\n"),
      url: productPath(product.slug),
      lang: "da",
    });
  }
  for (const plan of PLANS) {
    docs.push({
      id: `plan:${plan.id}`,
      kind: "plans",
      title: `${plan.name}${plan.popular ? " (mest populære)" : ""}`,
      keywords: plan.features.join(" "),
      body: [`${plan.name}: ${plan.description}`, `${plan.name} koster ${plan.pricePerEmployee} kr. pr. medarbejder pr. måned ekskl. moms.`,
        ...plan.features.map((f) => `${f}: ${PLAN_FEATURE_DESCRIPTIONS[f] ?? ""}`), TRIAL_TEXT].join("\n"),
      url: "/#pricing",
      lang: "da",
    });
  }
  docs.push(...legalDocs(termsDocument(identity, today), "terms", "/terms"));
  docs.push(...legalDocs(dataProcessingDocument(identity, today), "data-processing", DATA_PROCESSING_PATH));
  docs.push(...legalDocs(privacyDocument(identity, today), "privacy", "/privacy"));
  docs.push(...legalDocs(CORO_TERMS, "provider-terms", "/coro-terms"));
  return docs;
}

export function postDocs(posts: PublishedPost[]): Doc[] {
  return posts.map((post) => ({
    id: `post:${post.slug}`,
    kind: "post",
    title: post.title,
    keywords: [post.category, ...(post.meta_keywords ?? [])].join(" "),
    body: `${post.excerpt}\n${post.content.slice(0, 20000)}`,
    url: `/blog/${post.slug}`,
    author: post.author_name ?? null,
    published: post.published_at ?? null,
    // The demo blog has one English post; its title says so well enough.
    lang: /\b(the|and|every|should|your)\b/i.test(post.title) ? "en" : "da",
  }));
}
