import type { PublicEnv } from "../../src/lib/env-schema.ts";

/** What the sitemap and the feed need of a published post. */
export interface PublishedPost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author_name: string | null;
  published_at: string | null;
  linkedin_url: string | null;
}

const COLUMNS = "slug,title,excerpt,category,author_name,published_at,linkedin_url";

/**
 * The published posts, newest first, read with the public anon key exactly as a visitor would (RLS
 * decides what is published). Null when the API cannot be reached: the build then goes on without posts.
 */
export async function fetchPublishedPosts(env: PublicEnv, timeoutMs = 10_000): Promise<PublishedPost[] | null> {
  const url = new URL(`${env.VITE_SUPABASE_URL}/rest/v1/blog_posts`);
  url.searchParams.set("select", COLUMNS);
  url.searchParams.set("status", "eq.published");
  url.searchParams.set("_deleted", "eq.false");
  url.searchParams.set("order", "published_at.desc.nullslast");
  try {
    const response = await fetch(url, {
      headers: { apikey: env.VITE_SUPABASE_ANON_KEY, authorization: `Bearer ${env.VITE_SUPABASE_ANON_KEY}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return (await response.json()) as PublishedPost[];
  } catch (error) {
    console.warn(`prerender: could not read the blog posts from ${url.origin} (${String(error)}); building without them.`);
    return null;
  }
}
