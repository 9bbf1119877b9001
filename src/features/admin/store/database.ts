import { createRxDatabase, type RxCollection, type RxConflictHandler, type RxDatabase, type RxStorage, type WithDeleted } from "rxdb";
import { sameFields } from "./editable.ts";
import { outcomeKey, pushOutcomes } from "./replication.ts";
import {
  conflictSchema,
  postSchema,
  POST_EDITABLE,
  testimonialSchema,
  TESTIMONIAL_EDITABLE,
  type ConflictDoc,
  type PostDoc,
  type TestimonialDoc,
} from "./schemas.ts";

type AdminCollections = {
  posts: RxCollection<PostDoc>;
  testimonials: RxCollection<TestimonialDoc>;
  conflicts: RxCollection<ConflictDoc>;
};

export type AdminDatabase = RxDatabase<AdminCollections>;

/**
 * Server wins in the store; the local version is written to `conflicts` first, so the admin can take it
 * back (see replication.ts for when a push is a conflict).
 */
function conflictHandler<Doc extends { id: string }>(
  collection: "posts" | "testimonials",
  editable: readonly (keyof Doc)[],
  conflicts: () => RxCollection<ConflictDoc>,
): RxConflictHandler<Doc> {
  return {
    isEqual: (a, b) => a._deleted === b._deleted && sameFields(editable, a as Doc, b as Doc),
    async resolve({ newDocumentState, realMasterState }) {
      const key = outcomeKey(collection, newDocumentState.id);
      const outcome = pushOutcomes.get(key) ?? { reason: "edited-elsewhere", message: null };
      pushOutcomes.delete(key);
      await conflicts().upsert({
        id: key,
        kind: collection,
        doc_id: newDocumentState.id,
        reason: outcome.reason,
        message: outcome.message,
        local_json: JSON.stringify(newDocumentState),
        server_json: JSON.stringify(realMasterState),
        created_at: new Date().toISOString(),
      });
      return realMasterState as WithDeleted<Doc>;
    },
  };
}

export async function createAdminDatabase(options: { name: string; storage: RxStorage<unknown, unknown>; multiInstance?: boolean }): Promise<AdminDatabase> {
  const db = await createRxDatabase<AdminCollections>({
    name: options.name,
    storage: options.storage,
    multiInstance: options.multiInstance ?? false,
    eventReduce: true,
    closeDuplicates: true,
  });
  const conflicts = () => db.conflicts;
  await db.addCollections({
    posts: { schema: postSchema, conflictHandler: conflictHandler<PostDoc>("posts", POST_EDITABLE, conflicts) },
    testimonials: {
      schema: testimonialSchema,
      conflictHandler: conflictHandler<TestimonialDoc>("testimonials", TESTIMONIAL_EDITABLE, conflicts),
    },
    conflicts: { schema: conflictSchema },
  });
  return db;
}
