/** The admin chat history, read and written online through supabase-js (RLS: admins only). */
import { getSupabase } from "../../../lib/supabase.ts";

export interface ConversationSummary {
  id: string;
  session_id: string;
  user_name: string | null;
  user_email: string | null;
  status: "active" | "closed";
  created_at: string;
  updated_at: string;
  message_count: number;
  has_escalation: boolean;
}

export interface ConversationDetail {
  messages: { id: string; role: string; content: string; created_at: string }[];
  escalations: { id: string; reason: string; user_message: string; resolved: boolean }[];
}

export async function fetchConversations(): Promise<ConversationSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("chat_conversation_summaries")
    .select("id, session_id, user_name, user_email, status, created_at, updated_at, message_count, has_escalation")
    .order("updated_at", { ascending: false });
  if (error) throw error;
  return (data ?? []) as ConversationSummary[];
}

export async function fetchConversationDetail(id: string): Promise<ConversationDetail> {
  const supabase = await getSupabase();
  const [messages, escalations] = await Promise.all([
    supabase.from("chat_messages").select("id, role, content, created_at").eq("conversation_id", id).order("created_at", { ascending: true }),
    supabase.from("chat_escalations").select("id, reason, user_message, resolved").eq("conversation_id", id),
  ]);
  if (messages.error) throw messages.error;
  if (escalations.error) throw escalations.error;
  return { messages: messages.data ?? [], escalations: escalations.data ?? [] };
}

/** RLS lets only admins update, and the grants only these columns; a refused update changes no row. */
export async function closeConversation(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("chat_conversations").update({ status: "closed" }).eq("id", id).select("id");
  if (error) throw error;
  if (!data?.length) throw new Error("Samtalen kunne ikke opdateres");
}

export async function resolveEscalation(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("chat_escalations").update({ resolved: true }).eq("id", id).select("id");
  if (error) throw error;
  if (!data?.length) throw new Error("Eskaleringen kunne ikke opdateres");
}

export type StatusFilter = "all" | "active" | "closed" | "escalated";

/** Search (name, e-mail, session id) and status filter; 'escalated' matches conversations with an escalation. */
export function filterConversations(list: ConversationSummary[], search: string, status: StatusFilter): ConversationSummary[] {
  const needle = search.trim().toLowerCase();
  return list.filter((conversation) => {
    if (status === "escalated" ? !conversation.has_escalation : status !== "all" && conversation.status !== status) return false;
    if (!needle) return true;
    return [conversation.user_name, conversation.user_email, conversation.session_id].some((value) => value?.toLowerCase().includes(needle));
  });
}
