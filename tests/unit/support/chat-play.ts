// Plays a visitor's messages through the built-in answerer, as the chat function does turn by turn.
import { type AnswerContext, builtInReply, type Turn } from "../../../supabase/functions/chat-support/assistant/answer.ts";

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
