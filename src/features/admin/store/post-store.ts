/** The blog admin's writes: all go to the local store; replication takes them to the server. */
import { getAdminStore } from "./browser-store.ts";
import { pendingChanges } from "./pending.ts";
import type { ConflictDoc, PostDoc, TestimonialDoc } from "./schemas.ts";
import { POST_EDITABLE, TESTIMONIAL_EDITABLE } from "./schemas.ts";
import { pick } from "./editable.ts";

export async function upsertPost(post: PostDoc): Promise<void> {
  const { db } = await getAdminStore();
  pendingChanges.add(`posts:${post.id}`);
  const existing = await db.posts.findOne(post.id).exec();
  if (existing) await existing.incrementalPatch(pick(post, POST_EDITABLE));
  else await db.posts.insert(post);
}

async function findPost(id: string): Promise<PostDoc | null> {
  const { db } = await getAdminStore();
  return ((await db.posts.findOne(id).exec())?.toJSON() as PostDoc | undefined) ?? null;
}

/**
 * A post for the editor: the local copy, or, when this browser does not have it yet (a link opened in a fresh
 * browser, before the first pull has finished), the post once the replication has pulled it. Offline, or after
 * `waitMs`, null: the post is not here and cannot be fetched now.
 */
export async function loadPost(id: string, waitMs = 15_000): Promise<PostDoc | null> {
  const local = await findPost(id);
  if (local || !navigator.onLine) return local;
  const { replications } = await getAdminStore();
  const posts = replications[0];
  if (posts) {
    posts.reSync();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      posts.awaitInitialReplication().then(() => posts.awaitInSync()),
      new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
    ]).finally(() => clearTimeout(timer));
  }
  return findPost(id);
}

export async function deletePost(id: string): Promise<void> {
  const { db } = await getAdminStore();
  const doc = await db.posts.findOne(id).exec();
  if (!doc) throw new Error("The post no longer exists");
  pendingChanges.add(`posts:${id}`);
  await doc.remove();
}

export async function upsertTestimonial(testimonial: TestimonialDoc): Promise<void> {
  const { db } = await getAdminStore();
  pendingChanges.add(`testimonials:${testimonial.id}`);
  const existing = await db.testimonials.findOne(testimonial.id).exec();
  if (existing) await existing.incrementalPatch(pick(testimonial, TESTIMONIAL_EDITABLE));
  else await db.testimonials.insert(testimonial);
}

export async function findTestimonial(id: string): Promise<TestimonialDoc | null> {
  const { db } = await getAdminStore();
  return ((await db.testimonials.findOne(id).exec())?.toJSON() as TestimonialDoc | undefined) ?? null;
}

export async function deleteTestimonial(id: string): Promise<void> {
  const { db } = await getAdminStore();
  const doc = await db.testimonials.findOne(id).exec();
  if (!doc) throw new Error("Referencen findes ikke længere");
  pendingChanges.add(`testimonials:${id}`);
  await doc.remove();
}

/** The admin keeps the server's version: the kept local version is dropped. */
export async function keepServerVersion(conflict: ConflictDoc): Promise<void> {
  const { db } = await getAdminStore();
  await (await db.conflicts.findOne(conflict.id).exec())?.remove();
}

/** The admin keeps the local version: it is written again on top of the server's, and pushed. */
export async function keepLocalVersion(conflict: ConflictDoc): Promise<void> {
  const { db } = await getAdminStore();
  const local = JSON.parse(conflict.local_json) as (PostDoc | TestimonialDoc) & { _deleted?: boolean };
  const { _deleted: deleted, ...fields } = local;
  const collection = conflict.kind === "posts" ? db.posts : db.testimonials;
  pendingChanges.add(`${conflict.kind}:${conflict.doc_id}`);
  const current = await collection.findOne(conflict.doc_id).exec();
  if (deleted) await current?.remove();
  else if (current) {
    const editable = conflict.kind === "posts" ? POST_EDITABLE : TESTIMONIAL_EDITABLE;
    // `current` is a post or a testimonial and `editable` belongs to the same kind; TypeScript cannot pair them.
    await current.incrementalPatch(pick(fields as Record<string, unknown>, editable as readonly string[]) as never);
  } else if (conflict.kind === "posts") await db.posts.insert({ ...(fields as PostDoc) });
  else await db.testimonials.insert({ ...(fields as TestimonialDoc) });
  await (await db.conflicts.findOne(conflict.id).exec())?.remove();
}
