import { isoOrNull, pick } from "./editable.ts";
import { POST_EDITABLE, TESTIMONIAL_EDITABLE, type PostDoc, type TestimonialDoc } from "./schemas.ts";

/** A row as PostgREST returns it; checked field by field when turned into a document. */
export type Row = Record<string, unknown>;

export interface TableSpec<Doc extends { id: string; modified: string | null }> {
  table: "blog_posts" | "testimonials";
  collection: "posts" | "testimonials";
  editable: readonly (keyof Doc)[];
  fromRow(row: Row): Doc;
  /** What an insert sends (an update sends only the editable fields and `_deleted`). */
  insertRow(doc: Doc): Row;
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");
const strOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);
const int = (value: unknown): number => (typeof value === "number" ? Math.trunc(value) : 0);

export const postsTable: TableSpec<PostDoc> = {
  table: "blog_posts",
  collection: "posts",
  editable: POST_EDITABLE,
  fromRow: (row) => ({
    id: str(row.id),
    slug: str(row.slug),
    title: str(row.title),
    excerpt: str(row.excerpt),
    category: str(row.category),
    content: str(row.content),
    featured_image: strOrNull(row.featured_image),
    author_name: strOrNull(row.author_name),
    published_at: isoOrNull(row.published_at),
    created_at: isoOrNull(row.created_at) ?? new Date(0).toISOString(),
    reading_time_minutes: int(row.reading_time_minutes),
    views_count: int(row.views_count),
    linkedin_url: strOrNull(row.linkedin_url),
    meta_description: strOrNull(row.meta_description),
    meta_keywords: Array.isArray(row.meta_keywords) ? row.meta_keywords.filter((k): k is string => typeof k === "string") : [],
    status: row.status === "published" ? "published" : "draft",
    modified: strOrNull(row._modified),
  }),
  insertRow: (doc) => ({ id: doc.id, created_at: doc.created_at, ...pick(doc, POST_EDITABLE) }),
};

export const testimonialsTable: TableSpec<TestimonialDoc> = {
  table: "testimonials",
  collection: "testimonials",
  editable: TESTIMONIAL_EDITABLE,
  fromRow: (row) => ({
    id: str(row.id),
    company_name: str(row.company_name),
    quote: str(row.quote),
    industry: strOrNull(row.industry),
    logo_url: strOrNull(row.logo_url),
    is_active: row.is_active === true,
    display_order: int(row.display_order),
    created_at: isoOrNull(row.created_at) ?? new Date(0).toISOString(),
    modified: strOrNull(row._modified),
  }),
  insertRow: (doc) => ({ id: doc.id, created_at: doc.created_at, ...pick(doc, TESTIMONIAL_EDITABLE) }),
};
