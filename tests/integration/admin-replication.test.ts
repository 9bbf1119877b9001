import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { PostDoc } from "../../src/features/admin/store/schemas.ts";
import { newUser, sql } from "./support/clients.ts";
import { newBrowserStorage, openStore, type Network } from "./support/admin-store.ts";

function newPost(overrides: Partial<PostDoc> = {}): PostDoc {
  const id = randomUUID();
  return {
    id,
    slug: `rep-${id.slice(0, 8)}`,
    title: "Replikeret indlæg",
    excerpt: "Et uddrag der er langt nok.",
    category: "Test",
    content: "Indhold der er langt nok til tjekket.",
    featured_image: null,
    author_name: null,
    published_at: null,
    created_at: new Date().toISOString(),
    reading_time_minutes: 1,
    views_count: 0,
    linkedin_url: null,
    meta_description: null,
    meta_keywords: ["sikkerhed", "test"],
    status: "draft",
    modified: null,
    ...overrides,
  };
}

async function serverPost(id: string) {
  const [row] = await sql<{ title: string; meta_keywords: string[]; _deleted: boolean; status: string; views_count: number }>(
    "select title, meta_keywords, _deleted, status, views_count from public.blog_posts where id = $1",
    [id],
  );
  return row;
}

describe("admin store replication (RxDB ⇄ blog_posts/testimonials)", () => {
  it("pulls every post into an empty store and pushes a new one, arrays included", async () => {
    const admin = await newUser({ admin: true });
    const store = await openStore(admin, newBrowserStorage(), { online: true });
    // Other files add and remove posts of their own while this runs: every post there before and after the
    // pull is in the store, and the store holds nothing that was not there at one of the two moments.
    const serverIds = async () => new Set((await sql<{ id: string }>("select id from public.blog_posts where not _deleted")).map((row) => row.id));
    const before = await serverIds();
    await store.sync();
    const after = await serverIds();
    const pulled = new Set((await store.db.posts.find().exec()).map((doc) => doc.id));
    const throughout = [...before].filter((id) => after.has(id));
    expect(throughout.length).toBeGreaterThan(0);
    expect(throughout.filter((id) => !pulled.has(id))).toEqual([]);
    expect([...pulled].filter((id) => !before.has(id) && !after.has(id))).toEqual([]);

    const post = newPost();
    await store.db.posts.insert(post);
    await store.sync();
    expect(await serverPost(post.id)).toMatchObject({ title: post.title, meta_keywords: ["sikkerhed", "test"], _deleted: false });
    await store.close();
  });

  it("sends nothing while the browser says it is offline, even if a request could get through", async () => {
    const admin = await newUser({ admin: true });
    const store = await openStore(admin, newBrowserStorage(), { online: true });
    await store.sync();
    const post = newPost();
    vi.stubGlobal("navigator", { onLine: false });
    try {
      await store.db.posts.insert(post);
      // Several retry rounds (retryTime is 50 ms here) with the network itself still answering.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await serverPost(post.id)).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
    await store.sync();
    expect(await serverPost(post.id)).toMatchObject({ title: post.title, _deleted: false });
    await store.close();
  });

  it("keeps offline edits and a delete across a reload and pushes them on reconnect", async () => {
    const admin = await newUser({ admin: true });
    const storage = newBrowserStorage();
    const network: Network = { online: true };
    let store = await openStore(admin, storage, network);
    const posts = [newPost(), newPost(), newPost(), newPost()] as const;
    await store.db.posts.bulkInsert([...posts]);
    await store.sync();

    network.online = false;
    for (const [index, post] of posts.slice(0, 3).entries()) {
      const doc = await store.db.posts.findOne(post.id).exec();
      await doc?.incrementalPatch({ title: `Offline ${index}`, status: "published", published_at: new Date().toISOString() });
    }
    await (await store.db.posts.findOne(posts[3].id).exec())?.remove();
    await store.close();

    store = await openStore(admin, storage, network);
    expect((await store.db.posts.findOne(posts[0].id).exec())?.title).toBe("Offline 0");
    network.online = true;
    await store.sync();
    for (const [index, post] of posts.slice(0, 3).entries()) {
      expect(await serverPost(post.id)).toMatchObject({ title: `Offline ${index}`, status: "published", _deleted: false });
    }
    expect((await serverPost(posts[3].id))?._deleted).toBe(true);
    await store.close();
  });

  it("a change by a second admin wins, and the local version is kept as a conflict", async () => {
    const [first, second] = [await newUser({ admin: true }), await newUser({ admin: true })];
    const network: Network = { online: true };
    const mine = await openStore(first, newBrowserStorage(), network, "mine");
    const theirs = await openStore(second, newBrowserStorage(), { online: true }, "theirs");
    const post = newPost();
    await mine.db.posts.insert(post);
    await mine.sync();
    await theirs.sync();

    network.online = false;
    await (await mine.db.posts.findOne(post.id).exec())?.incrementalPatch({ title: "Min udgave" });
    await (await theirs.db.posts.findOne(post.id).exec())?.incrementalPatch({ title: "Deres udgave" });
    await theirs.sync();
    network.online = true;
    await mine.sync();

    expect((await serverPost(post.id))?.title).toBe("Deres udgave");
    expect((await mine.db.posts.findOne(post.id).exec())?.title).toBe("Deres udgave");
    const conflict = await mine.db.conflicts.findOne(`posts:${post.id}`).exec();
    expect(conflict?.reason).toBe("edited-elsewhere");
    expect(JSON.parse(conflict?.local_json ?? "{}")).toMatchObject({ title: "Min udgave" });
    await Promise.all([mine.close(), theirs.close()]);
  });

  it("a visitor's view (views_count) is no conflict: the edit lands", async () => {
    const admin = await newUser({ admin: true });
    const network: Network = { online: true };
    const store = await openStore(admin, newBrowserStorage(), network);
    const post = newPost({ status: "published", published_at: new Date().toISOString() });
    await store.db.posts.insert(post);
    await store.sync();
    network.online = false;
    await (await store.db.posts.findOne(post.id).exec())?.incrementalPatch({ title: "Efter visning" });
    await sql("select public.increment_post_views($1)", [post.id]);
    network.online = true;
    await store.sync();
    expect(await serverPost(post.id)).toMatchObject({ title: "Efter visning", views_count: 1 });
    expect(await store.db.conflicts.count().exec()).toBe(0);
    await store.close();
  });

  it("RLS refuses a non-admin's push; the local version is kept as a refused change", async () => {
    const customer = await newUser();
    const store = await openStore(customer, newBrowserStorage(), { online: true });
    const post = newPost();
    await store.db.posts.insert(post);
    await store.sync();
    expect(await serverPost(post.id)).toBeUndefined();
    const conflict = await store.db.conflicts.findOne(`posts:${post.id}`).exec();
    expect(conflict?.reason).toBe("refused");
    expect(conflict?.message).toBeTruthy();
    await store.close();
  });

  it("a change the database refuses (a check constraint) is kept, not retried forever", async () => {
    const admin = await newUser({ admin: true });
    const store = await openStore(admin, newBrowserStorage(), { online: true });
    const post = newPost({ excerpt: "kort" });
    await store.db.posts.insert(post);
    await store.sync();
    expect(await serverPost(post.id)).toBeUndefined();
    expect((await store.db.conflicts.findOne(`posts:${post.id}`).exec())?.reason).toBe("refused");
    await store.close();
  });
});
