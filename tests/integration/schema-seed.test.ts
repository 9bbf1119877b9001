// The demo data the stack seeds (supabase/local/seed-users.ts, then supabase/seed.sql): what the quick start
// promises a reader of /blog and the landing page, and what the demo accounts can do.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { loadEnv } from "../../supabase/local/env.ts";
import type { Database } from "#shared/database.types.ts";
import { anonClient, sql, stackInfo } from "./support/clients.ts";

const SEED_POST = /^b1000000-0000-4000-8000-0000000000\d\d$/;

interface SeedPost {
  id: string;
  slug: string;
  status: string;
  content: string;
  published_at: Date | null;
  reading_time_minutes: number;
  views_count: number;
  featured_image: string | null;
  linkedin_url: string | null;
  meta_description: string | null;
  meta_keywords: string[];
  author_id: string | null;
}

async function seedPosts(): Promise<SeedPost[]> {
  const rows = await sql<SeedPost>("select * from public.blog_posts where id::text like 'b1000000-%' order by id");
  return rows.filter((r) => SEED_POST.test(r.id));
}

describe("demo blog content", () => {
  it("has at least 8 published posts, one draft and one LinkedIn post", async () => {
    const posts = await seedPosts();
    const published = posts.filter((p) => p.status === "published");
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(posts.filter((p) => p.status === "draft")).toHaveLength(1);
    const linkedin = published.filter((p) => p.linkedin_url);
    expect(linkedin).toHaveLength(1);
    expect(linkedin[0]?.linkedin_url).toMatch(/^https:\/\/www\.linkedin\.com\//);
  });

  it("spreads publication over 2025 and 2026 with varied views, images and SEO fields", async () => {
    const published = (await seedPosts()).filter((p) => p.status === "published");
    const years = new Set(published.map((p) => p.published_at?.getUTCFullYear()));
    expect(years).toEqual(new Set([2025, 2026]));
    expect(new Set(published.map((p) => p.views_count)).size).toBeGreaterThanOrEqual(8);
    expect(published.some((p) => p.views_count === 0)).toBe(true);
    expect(published.some((p) => p.featured_image === null)).toBe(true);
    for (const p of published.filter((post) => post.featured_image)) {
      expect(p.featured_image).toMatch(/^\/images\/blog\/[a-z0-9-]+\.jpg$/);
    }
    for (const p of published) {
      expect(p.meta_description, p.slug).toBeTruthy();
      expect(p.meta_keywords.length, p.slug).toBeGreaterThan(0);
    }
  });

  it("references only images the app ships in public/", async () => {
    const publicDir = join(import.meta.dirname, "..", "..", "public");
    for (const p of await seedPosts()) {
      if (p.featured_image) expect(existsSync(join(publicDir, p.featured_image)), p.featured_image).toBe(true);
    }
  });

  it("stores reading time as words / 200, rounded up", async () => {
    for (const p of await seedPosts()) {
      const words = p.content.trim().split(/\s+/).length;
      expect(p.reading_time_minutes, p.slug).toBe(Math.ceil(words / 200));
    }
  });

  it("uses every markdown feature the article page must render", async () => {
    const all = (await seedPosts()).map((p) => p.content).join("\n");
    expect(all).toMatch(/^\|.*\|\s*$/m); // GFM table
    expect(all).toMatch(/^\|[-:| ]+\|\s*$/m); // its delimiter row
    expect(all).toMatch(/^- \[[ x]\] /m); // task list
    expect(all).toMatch(/\[\^[\w-]+\]:/); // footnote definition
    expect(all).toMatch(/^```\w+$/m); // fenced code with a language
    expect(all).toMatch(/~~[^~]+~~/); // strikethrough
    expect(all).toMatch(/(^|\s)https:\/\/\S+/m); // bare autolink
    expect(all).toMatch(/(^|\s)www\.\S+/m); // www autolink
  });

  it("has one published post with raw HTML outside code, which the app must show as text", async () => {
    const withHtml = (await seedPosts()).filter((p) => {
      const outsideCode = p.content.replace(/```[\s\S]*?```/g, "").replace(/`[^`]*`/g, "");
      return p.status === "published" && /<script>/.test(outsideCode) && /<b>/.test(outsideCode);
    });
    expect(withHtml).toHaveLength(1);
  });

  it("is authored by the demo admin", async () => {
    const env = loadEnv();
    const [adminRow] = await sql<{ id: string }>("select id from auth.users where lower(email) = lower($1)", [
      env.DEMO_ADMIN_EMAIL,
    ]);
    expect(adminRow).toBeDefined();
    for (const p of await seedPosts()) expect(p.author_id, p.slug).toBe(adminRow?.id);
  });

  it("serves the public list newest first without the draft", async () => {
    const { data, error } = await anonClient()
      .from("blog_posts")
      .select("slug, published_at")
      .order("published_at", { ascending: false });
    expect(error).toBeNull();
    const slugs = (data ?? []).map((p) => p.slug);
    expect(slugs).not.toContain("passkeys-farvel-til-adgangskoder");
    expect(slugs).toContain("xss-naar-en-kommentar-bliver-et-angreb");
    const dates = (data ?? []).map((p) => String(p.published_at));
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe("demo testimonials", () => {
  it("has 5 references, one of them hidden, in display order", async () => {
    const rows = await sql<{ company_name: string; is_active: boolean }>(
      "select company_name, is_active from public.testimonials where id::text like 'c1000000-%' order by display_order",
    );
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => !r.is_active)).toHaveLength(1);
    const { data } = await anonClient()
      .from("testimonials")
      .select("company_name")
      .order("display_order")
      .order("created_at", { ascending: false });
    const visible = (data ?? []).map((t) => t.company_name);
    const expected = rows.filter((r) => r.is_active).map((r) => r.company_name);
    expect(visible.filter((name) => expected.includes(name))).toEqual(expected);
  });
});

describe("demo accounts", () => {
  const env = loadEnv();
  const signIn = async (email: string, password: string) => {
    const client = createClient<Database>(stackInfo().apiUrl, stackInfo().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const result = await client.auth.signInWithPassword({ email, password });
    return { client, result };
  };

  it("the admin signs in, has full_name and is admin", async () => {
    const { client, result } = await signIn(env.DEMO_ADMIN_EMAIL ?? "", env.DEMO_ADMIN_PASSWORD ?? "");
    expect(result.error).toBeNull();
    expect(result.data.user?.user_metadata.full_name).toBeTruthy();
    expect((await client.rpc("is_admin")).data).toBe(true);
    // And can read the draft the public cannot.
    const draft = await client.from("blog_posts").select("id").eq("slug", "passkeys-farvel-til-adgangskoder");
    expect(draft.data).toHaveLength(1);
  });

  it("the customer signs in and is not admin", async () => {
    const { client, result } = await signIn(env.DEMO_CUSTOMER_EMAIL ?? "", env.DEMO_CUSTOMER_PASSWORD ?? "");
    expect(result.error).toBeNull();
    expect(result.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client.rpc("is_admin")).data).toBe(false);
  });
});
