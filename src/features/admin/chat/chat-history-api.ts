/** The admin chat history, read and written online through supabase-js (RLS: admins only). */
import { z } from "zod";
import { getSupabase } from "../../../lib/supabase.ts";
import { LEAD_STATUSES, type LeadStatus } from "../admin-vocabulary.ts";

const summarySchema = z.object({
  id: z.string(),
  session_id: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  status: z.enum(["active", "closed"]),
  created_at: z.string(),
  updated_at: z.string(),
  escalated: z.boolean(),
  message_count: z.number(),
  open_escalations: z.number(),
  first_question: z.string().nullable(),
  // Marked by the escalation when the visitor's case is urgent; optional so rows from before it still parse.
  urgent: z.boolean().optional(),
  /** An urgent escalation is not resolved yet (issue 36); shown red and filtered by 'Akut'. */
  urgent_open: z.boolean().optional(),
  /** The hand-off's state as the inbox shows it; null without a hand-off. */
  lead_status: z.enum(LEAD_STATUSES).nullable().optional(),
});

const pageSchema = z.object({ total: z.number(), rows: z.array(summarySchema) });
export type ConversationPage = z.infer<typeof pageSchema>;

export interface ConversationDetail {
  conversation: { id: string; session_id: string; user_name: string | null; user_email: string | null; status: "active" | "closed"; created_at: string };
  messages: { id: string; role: string; content: string; created_at: string }[];
  escalations: { id: string; reason: string; user_message: string; resolved: boolean; lead_status: LeadStatus; urgent: boolean }[];
}

export type StatusFilter = "all" | "active" | "closed" | "escalated" | "urgent";

/** A conversation's hand-off state from its escalations (as admin_chat_conversations computes it). */
export function handoffState(escalations: Pick<ConversationDetail["escalations"][number], "lead_status">[]): LeadStatus | null {
  if (escalations.length === 0) return null;
  if (escalations.some((escalation) => escalation.lead_status === "new")) return "new";
  return escalations.some((escalation) => escalation.lead_status === "in_progress") ? "in_progress" : "done";
}

export const CHAT_PAGE_SIZE = 25;

/** One page of conversations (newest activity first) and how many match; paging, search and filter run in Postgres. */
export async function fetchConversations(search: string, status: StatusFilter, offset: number): Promise<ConversationPage> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("admin_chat_conversations", {
    p_search: search.trim() || undefined,
    p_status: status === "all" ? undefined : status,
    p_limit: CHAT_PAGE_SIZE,
    p_offset: offset,
  });
  if (error) throw error;
  return pageSchema.parse(data);
}

export async function fetchConversationDetail(id: string): Promise<ConversationDetail | null> {
  const supabase = await getSupabase();
  const [conversation, messages, escalations] = await Promise.all([
    supabase.from("chat_conversations").select("id, session_id, user_name, user_email, status, created_at").eq("id", id).maybeSingle(),
    supabase.from("chat_messages").select("id, role, content, created_at").eq("conversation_id", id).order("created_at", { ascending: true }),
    supabase.from("chat_escalations").select("id, reason, user_message, resolved, lead_status, urgent").eq("conversation_id", id).order("created_at", { ascending: true }),
  ]);
  if (conversation.error) throw conversation.error;
  if (messages.error) throw messages.error;
  if (escalations.error) throw escalations.error;
  if (!conversation.data) return null;
  return {
    conversation: { ...conversation.data, status: conversation.data.status === "closed" ? "closed" : "active" },
    messages: messages.data ?? [],
    escalations: (escalations.data ?? []).map((escalation) => ({
      ...escalation,
      lead_status: (LEAD_STATUSES as readonly string[]).includes(escalation.lead_status) ? (escalation.lead_status as LeadStatus) : "new",
    })),
  };
}

/** RLS lets only admins update, and the grants only these columns; a refused update changes no row. */
export async function closeConversation(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("chat_conversations").update({ status: "closed" }).eq("id", id).select("id");
  if (error) throw error;
  if (!data?.length) throw new Error("Samtalen kunne ikke opdateres");
}

/**
 * The one way to close a chat lead, named 'Afsluttet' everywhere: its open escalations are resolved (a trigger
 * sets their lead status to 'Afsluttet', as the inbox's status does) and the conversation is closed.
 */
export async function finishConversation(id: string): Promise<void> {
  const supabase = await getSupabase();
  const escalations = await supabase.from("chat_escalations").update({ resolved: true }).eq("conversation_id", id).eq("resolved", false).select("id");
  if (escalations.error) throw escalations.error;
  await closeConversation(id);
}

/**
 * A chat lead's state, set for the whole conversation (one hand-off is one lead, however many escalations it
 * has): 'Løst' is finishConversation(); otherwise the escalations in state `from` move to `to` (the trigger
 * keeps 'resolved' in step with the state).
 */
export async function setConversationLeadState(id: string, from: LeadStatus, to: LeadStatus): Promise<void> {
  if (to === "done") return finishConversation(id);
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("chat_escalations").update({ lead_status: to }).eq("conversation_id", id).eq("lead_status", from).select("id");
  if (error) throw error;
  if (!data?.length) throw new Error("Henvendelsen kunne ikke opdateres");
}

/** A data subject's request: the conversation goes with its messages and escalations. */
export async function deleteConversation(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("chat_conversations").delete().eq("id", id).select("id");
  if (error) throw error;
  if (!data?.length) throw new Error("Samtalen kunne ikke slettes");
}
