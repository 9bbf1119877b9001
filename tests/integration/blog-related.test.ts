// Issue 36, item 9: related posts and the /blog categories come from Postgres (migration
// 20261128153000_blog_related_and_categories.sql), run as the caller, and never show a draft or a deleted post.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, newUser, sql } from "./support/clients.ts";

const CATEGORY = `Relateret-${randomUUID().slice(0, 8)}`;
const ids: string[] = [];

async function post(slug: string, category: string, state: "published" | "draft" | "deleted", daysAgo: number): Promise<string> {
  const id = randomUUID();
  const published = state !== "draft";
  await sql(
    `insert into public.blog_posts (id, slug, title, excerpt, category, content, status, published_at, _deleted)
     values ($1, $2, $3, 'Et indlæg til testen af relaterede indlæg.', $4, 'Indhold til testen af relaterede indlæg.', $5, $6, $7)`,
    [id, `${slug}-${id.slice(0, 8)}`, `Titel ${slug}`, category, published ? "published" : "draft",
      published ? new Date(Date.now() - daysAgo * 86_400_000).toISOString() : null, state === "deleted"],
  );
  ids.push(id);
  return `${slug}-${id.slice(0, 8)}`;
}

let main: string;
let sibling: string;
let older: string;
let draft: string;
let deleted: string;

beforeAll(async () => {
  main = await post("hoved", CATEGORY, "published", 3);
  sibling = await post("soester", CATEGORY, "published", 5);
  older = await post("aeldre", CATEGORY, "published", 400);
  draft = await post("kladde", CATEGORY, "draft", 0);
  deleted = await post("slettet", CATEGORY, "deleted", 1);
});

afterAll(async () => {
  await sql("delete from public.blog_posts where id = any($1::uuid[])", [ids]);
});

describe("related_blog_posts", () => {
  it("gives the same category first, newest first, then fills up to three with the newest others, saying which is which", async () => {
    const newestOther = async () => (await sql<{ slug: string }>(
      `select slug from public.blog_posts where status = 'published' and not _deleted and category <> $1
        order by published_at desc, id limit 1`,
      [CATEGORY],
    ))[0]?.slug;
    // Other files publish and unpublish posts of their own while this one runs (the chat's tests do, for a
    // second or two): the newest other post is read before and after the call, and the call is judged against
    // it only when no such write fell between them.
    for (let attempt = 1; ; attempt++) {
      const before = await newestOther();
      const { data, error } = await anonClient().rpc("related_blog_posts", { p_slug: main });
      const after = await newestOther();
      expect(error).toBeNull();
      expect(data?.map((row) => [row.slug, row.same_category])).toEqual([
        [sibling, true],
        [older, true],
        [expect.not.stringMatching(new RegExp(CATEGORY)), false],
      ]);
      if (before !== after && attempt < 10) continue;
      expect(data?.[2]?.slug).toBe(after);
      break;
    }
  });

  it("never offers a draft or a deleted post, not even to an admin, whose own policy reads them", async () => {
    const admin = await newUser({ admin: true });
    for (const client of [anonClient(), admin.client]) {
      const { data } = await client.rpc("related_blog_posts", { p_slug: main });
      const slugs = data?.map((row) => row.slug) ?? [];
      expect(slugs).not.toContain(draft);
      expect(slugs).not.toContain(deleted);
      expect(slugs).not.toContain(main);
    }
  });

  it("answers nothing for a draft, a deleted or an unknown slug", async () => {
    for (const slug of [draft, deleted, "findes-ikke"]) {
      const { data, error } = await anonClient().rpc("related_blog_posts", { p_slug: slug });
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });

  it("runs as the caller, so row-level security applies", async () => {
    const [fn] = await sql<{ definer: boolean }>(
      "select p.prosecdef as definer from pg_proc p where p.proname = 'related_blog_posts'",
    );
    expect(fn?.definer).toBe(false);
  });
});

describe("blog_categories", () => {
  it("counts only published, undeleted posts per category", async () => {
    const publishedCount = async () => (await sql<{ n: number }>(
      "select count(*)::int as n from public.blog_posts where status = 'published' and not _deleted",
    ))[0]?.n;
    // (Counted before and after the call, as above: other files publish posts of their own meanwhile.)
    for (let attempt = 1; ; attempt++) {
      const before = await publishedCount();
      const { data, error } = await anonClient().rpc("blog_categories");
      const after = await publishedCount();
      expect(error).toBeNull();
      expect(data?.find((row) => row.category === CATEGORY)?.post_count).toBe(3);
      if (before !== after && attempt < 10) continue;
      expect(data?.reduce((sum, row) => sum + row.post_count, 0)).toBe(after);
      break;
    }
  });

  it("does not offer a category that has only drafts", async () => {
    const onlyDraft = `Kladde-${randomUUID().slice(0, 8)}`;
    await post("kun-kladde", onlyDraft, "draft", 0);
    const { data } = await anonClient().rpc("blog_categories");
    expect(data?.map((row) => row.category)).not.toContain(onlyDraft);
  });
});

describe("the /blog list filtered and paged in Postgres", () => {
  it("reads one category's published posts, newest first, with an exact count, a page at a time", async () => {
    const { data, count, error } = await anonClient()
      .from("blog_posts")
      .select("slug", { count: "exact" })
      .eq("status", "published")
      .eq("_deleted", false)
      .eq("category", CATEGORY)
      .order("published_at", { ascending: false })
      .range(0, 1);
    expect(error).toBeNull();
    expect(count).toBe(3);
    expect(data?.map((row) => row.slug)).toEqual([main, sibling]);
  });
});
