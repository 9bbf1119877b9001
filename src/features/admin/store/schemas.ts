import type { RxJsonSchema } from "rxdb";

/**
 * The admin's local copies of blog_posts and testimonials. Field names follow the tables, except the
 * server's `_modified` (RxDB reserves names starting with an underscore), kept here as `modified`: the
 * server clock of the row this copy was last pulled from, null for a row never seen by the server.
 * views_count is the server's; the admin never pushes it.
 */
export interface PostDoc {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  content: string;
  featured_image: string | null;
  author_name: string | null;
  published_at: string | null;
  created_at: string;
  reading_time_minutes: number;
  views_count: number;
  linkedin_url: string | null;
  meta_description: string | null;
  meta_keywords: string[];
  status: "draft" | "published";
  modified: string | null;
}

export interface TestimonialDoc {
  id: string;
  company_name: string;
  quote: string;
  industry: string | null;
  logo_url: string | null;
  is_active: boolean;
  display_order: number;
  created_at: string;
  modified: string | null;
}

/** A local version the server did not take (edited elsewhere meanwhile, or refused): kept until the admin chooses. */
export interface ConflictDoc {
  /** `${collection}:${docId}` */
  id: string;
  kind: "posts" | "testimonials";
  doc_id: string;
  reason: "edited-elsewhere" | "refused";
  /** The server's message when it refused the change. */
  message: string | null;
  /** JSON of the local version (PostDoc or TestimonialDoc, `_deleted` included). */
  local_json: string;
  /** JSON of the server's version at the time. */
  server_json: string;
  created_at: string;
}

const text = { type: "string" } as const;
const nullableText = { type: ["string", "null"] } as const;
const timestamp = { type: "string", maxLength: 40 } as const;

export const postSchema: RxJsonSchema<PostDoc> = {
  version: 0,
  primaryKey: "id",
  type: "object",
  properties: {
    id: { type: "string", maxLength: 36 },
    slug: text,
    title: text,
    excerpt: text,
    category: text,
    content: text,
    featured_image: nullableText,
    author_name: nullableText,
    published_at: nullableText,
    created_at: timestamp,
    reading_time_minutes: { type: "integer" },
    views_count: { type: "integer" },
    linkedin_url: nullableText,
    meta_description: nullableText,
    meta_keywords: { type: "array", items: { type: "string" } },
    status: { type: "string", enum: ["draft", "published"] },
    modified: nullableText,
  },
  required: ["id", "slug", "title", "excerpt", "category", "content", "created_at", "status", "meta_keywords"],
  indexes: ["created_at"],
};

export const testimonialSchema: RxJsonSchema<TestimonialDoc> = {
  version: 0,
  primaryKey: "id",
  type: "object",
  properties: {
    id: { type: "string", maxLength: 36 },
    company_name: text,
    quote: text,
    industry: nullableText,
    logo_url: nullableText,
    is_active: { type: "boolean" },
    display_order: { type: "integer", minimum: 0, maximum: 9999, multipleOf: 1 },
    created_at: timestamp,
    modified: nullableText,
  },
  required: ["id", "company_name", "quote", "is_active", "display_order", "created_at"],
  indexes: [["display_order", "created_at"]],
};

export const conflictSchema: RxJsonSchema<ConflictDoc> = {
  version: 0,
  primaryKey: "id",
  type: "object",
  properties: {
    id: { type: "string", maxLength: 120 },
    kind: { type: "string", enum: ["posts", "testimonials"] },
    doc_id: { type: "string", maxLength: 36 },
    reason: { type: "string", enum: ["edited-elsewhere", "refused"] },
    message: nullableText,
    local_json: text,
    server_json: text,
    created_at: timestamp,
  },
  required: ["id", "kind", "doc_id", "reason", "local_json", "server_json", "created_at"],
};

/** The fields an admin edits: what is pushed, and what decides whether two versions differ. */
export const POST_EDITABLE = [
  "slug",
  "title",
  "excerpt",
  "category",
  "content",
  "featured_image",
  "author_name",
  "published_at",
  "linkedin_url",
  "meta_description",
  "meta_keywords",
  "status",
  "reading_time_minutes",
] as const satisfies readonly (keyof PostDoc)[];

export const TESTIMONIAL_EDITABLE = [
  "company_name",
  "quote",
  "industry",
  "logo_url",
  "is_active",
  "display_order",
] as const satisfies readonly (keyof TestimonialDoc)[];
