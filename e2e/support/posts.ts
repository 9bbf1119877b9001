import { randomUUID } from "node:crypto";
import { sql } from "./db.ts";

export interface FixturePost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  content: string;
  featured_image: string | null;
  author_name: string | null;
  published_at: string | null;
  reading_time_minutes: number;
  views_count: number;
  linkedin_url: string | null;
  status: "draft" | "published";
}

export type FixturePostInput = Partial<Omit<FixturePost, "id" | "slug">> & { name: string };

/**
 * Inserts a post of the test's own, so assertions never depend on the demo seed's wording.
 * The slug is unique per call, so runs and tests never collide.
 */
export async function createPost(input: FixturePostInput): Promise<FixturePost> {
  const status = input.status ?? "published";
  const post: FixturePost = {
    id: randomUUID(),
    slug: `e2e-${input.name}-${randomUUID().slice(0, 8)}`,
    title: input.title ?? `E2E ${input.name}`,
    excerpt: input.excerpt ?? "Et uddrag skrevet til browsertestene.",
    category: input.category ?? "Test",
    content: input.content ?? "Indhold skrevet til browsertestene.",
    featured_image: input.featured_image ?? null,
    author_name: input.author_name ?? null,
    published_at: status === "published" ? (input.published_at ?? "2025-03-04T10:00:00Z") : null,
    reading_time_minutes: input.reading_time_minutes ?? 1,
    views_count: input.views_count ?? 0,
    linkedin_url: input.linkedin_url ?? null,
    status,
  };
  await sql(
    `insert into public.blog_posts (id, slug, title, excerpt, category, content, featured_image, author_name,
       published_at, reading_time_minutes, views_count, linkedin_url, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      post.id,
      post.slug,
      post.title,
      post.excerpt,
      post.category,
      post.content,
      post.featured_image,
      post.author_name,
      post.published_at,
      post.reading_time_minutes,
      post.views_count,
      post.linkedin_url,
      post.status,
    ],
  );
  return post;
}

export async function deletePosts(posts: Array<FixturePost | undefined>): Promise<void> {
  const ids = posts.filter((post) => post !== undefined).map((post) => post.id);
  if (ids.length > 0) await sql("delete from public.blog_posts where id = any($1::uuid[])", [ids]);
}

export async function viewsOf(post: FixturePost): Promise<number> {
  const [row] = await sql<{ views_count: number }>("select views_count from public.blog_posts where id = $1", [post.id]);
  if (!row) throw new Error(`post ${post.slug} is gone`);
  return row.views_count;
}

/** The newest article of the demo seed (not a LinkedIn post): it existed when the build ran, so it was prerendered. */
export async function newestPrerenderedPost(): Promise<{ slug: string; title: string }> {
  const [post] = await sql<{ slug: string; title: string }>(
    `select slug, title from public.blog_posts where status = 'published' and not _deleted and linkedin_url is null
       and slug not like 'e2e-%' order by published_at desc limit 1`,
  );
  if (!post) throw new Error("the demo seed has no published article");
  return post;
}
