// Plays a visitor's messages through the built-in answerer, as the chat function does turn by turn.
import { type AnswerContext, builtInReply, seedVocabulary, type Turn } from "../../../supabase/functions/chat-support/assistant/answer.ts";
import { type PublishedPost, postDocs, staticDocs } from "../../../supabase/functions/chat-support/assistant/knowledge.ts";
import { SearchIndex } from "../../../supabase/functions/chat-support/assistant/retrieval.ts";
import { Vocabulary } from "../../../supabase/functions/chat-support/assistant/text.ts";
import { DEFAULT_SITE_IDENTITY } from "#shared/content/site.ts";

/** A player over one context: each call plays the messages in order and returns the last reply. */
export function chatPlayer(context: AnswerContext) {
  return async function play(...messages: string[]) {
    const turns: Turn[] = [];
    let reply = await builtInReply([{ role: "user", content: messages[0]! }], context);
    for (const message of messages) {
      turns.push({ role: "user", content: message });
      reply = await builtInReply(turns, context);
      turns.push({ role: "assistant", content: reply.text });
    }
    return reply;
  };
}

/** A player over the site's pages and these published posts, on a fixed day (2026-11-28). */
export function playerOverPosts(posts: PublishedPost[]) {
  const vocabulary = seedVocabulary(new Vocabulary());
  const index = new SearchIndex([...staticDocs(DEFAULT_SITE_IDENTITY), ...postDocs(posts)], vocabulary);
  return chatPlayer({ identity: DEFAULT_SITE_IDENTITY, userEmail: null, vocabulary, index: async () => index, today: { year: 2026, month: 11, day: 28 } });
}
