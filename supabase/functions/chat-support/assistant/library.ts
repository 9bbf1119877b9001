// The assistant's search index for one function instance: the site's static texts, built once, plus the
// published posts, rebuilt only when the database says they changed (chat_published_posts' version).
import type { SupabaseClient } from "../../_shared/deps.ts";
import type { SiteIdentity } from "../../_shared/facts/site-content.ts";
import { seedVocabulary } from "./answer.ts";
import { type PublishedPost, postDocs, staticDocs } from "./knowledge.ts";
import { type Doc, SearchIndex } from "./retrieval.ts";
import { Vocabulary } from "./text.ts";

export interface Library {
  vocabulary: Vocabulary;
  /** The index with the posts as published right now. */
  index(): Promise<SearchIndex>;
}

export function createLibrary(db: SupabaseClient, identity: SiteIdentity): Library {
  const vocabulary = seedVocabulary(new Vocabulary());
  const statics: Doc[] = staticDocs(identity);
  const staticIndex = new SearchIndex(statics, vocabulary);
  let current: { version: string; index: SearchIndex } | null = null;
  return {
    vocabulary,
    async index() {
      const { data, error } = await db.rpc("chat_published_posts", { p_known_version: current?.version ?? null });
      if (error || !data) {
        // Without the posts the assistant still answers from the site's own texts.
        console.error("chat_published_posts failed", error);
        return current?.index ?? staticIndex;
      }
      const result = data as { version: string; posts: PublishedPost[] | null };
      if (result.posts === null && current) return current.index;
      current = { version: result.version, index: new SearchIndex([...statics, ...postDocs(result.posts ?? [])], vocabulary) };
      return current.index;
    },
  };
}
