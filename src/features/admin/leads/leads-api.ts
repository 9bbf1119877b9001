/** The admin inbox ('Henvendelser'), read and written online through supabase-js (RLS: admins only). */
import { z } from "zod";
import { getSupabase } from "../../../lib/supabase.ts";

import { LEAD_STATUSES, type LeadStatus } from "../admin-vocabulary.ts";

export { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "../admin-vocabulary.ts";
export type LeadSource = "contact" | "chat";

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = { contact: "Kontaktformular", chat: "Chat" };

const leadSchema = z.object({
  id: z.string(),
  source: z.enum(["contact", "chat"]),
  name: z.string().nullable(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  conversation_id: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  note: z.string().nullable(),
  created_at: z.string(),
  /** A chat visitor reported an attack in progress (issue 28): shown first thing on the lead. */
  urgent: z.boolean().default(false),
});
export type Lead = z.infer<typeof leadSchema>;

const pageSchema = z.object({ total: z.number(), rows: z.array(leadSchema) });
export type LeadPage = z.infer<typeof pageSchema>;

const statsSchema = z.object({
  new_total: z.number(),
  /** Urgent leads not yet 'Løst' (the 'Akut' filter's count); 0 from a database before issue 36. */
  urgent_open: z.number().default(0),
  this_week: z.number(),
  last_week: z.number(),
  unanswered: z.array(z.object({ question: z.string(), count: z.number(), last_asked: z.string() })),
});
export type LeadStats = z.infer<typeof statsSchema>;

export type LeadPeriod = "all" | "7d" | "30d" | "365d";
export const LEAD_PERIOD_LABELS: Record<LeadPeriod, string> = {
  all: "Hele perioden",
  "7d": "Seneste 7 dage",
  "30d": "Seneste 30 dage",
  "365d": "Seneste 12 måneder",
};
const PERIOD_DAYS: Record<Exclude<LeadPeriod, "all">, number> = { "7d": 7, "30d": 30, "365d": 365 };

export interface LeadFilters {
  search: string;
  /** 'urgent': the open urgent leads (an attack in progress, not yet 'Løst'). */
  status: LeadStatus | "all" | "urgent";
  source: LeadSource | "all";
  period: LeadPeriod;
}

export const PAGE_SIZE = 25;

function periodStart(period: LeadPeriod, now: Date): string | null {
  return period === "all" ? null : new Date(now.getTime() - PERIOD_DAYS[period] * 86_400_000).toISOString();
}

export async function fetchLeads(filters: LeadFilters, offset: number, limit = PAGE_SIZE, now = new Date()): Promise<LeadPage> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("admin_leads", {
    p_search: filters.search.trim() || undefined,
    p_status: filters.status === "all" ? undefined : filters.status,
    p_source: filters.source === "all" ? undefined : filters.source,
    p_from: periodStart(filters.period, now) ?? undefined,
    p_limit: limit,
    p_offset: offset,
  });
  if (error) throw error;
  return pageSchema.parse(data);
}

/** Every lead the filters match, read page by page (PostgREST and the RPC cap one answer). */
export async function fetchAllLeads(filters: LeadFilters, pageSize = 500): Promise<Lead[]> {
  const now = new Date();
  const all: Lead[] = [];
  for (;;) {
    const page = await fetchLeads(filters, all.length, pageSize, now);
    all.push(...page.rows);
    if (page.rows.length < pageSize || all.length >= page.total) return all;
  }
}

export async function fetchLeadStats(): Promise<LeadStats> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("admin_lead_stats");
  if (error) throw error;
  return statsSchema.parse(data);
}

const table = (source: LeadSource) => (source === "contact" ? "contact_messages" : "chat_escalations");

/** RLS lets only admins update, and the grants only status and note; a refused update changes no row. */
export async function updateLead(lead: Pick<Lead, "id" | "source">, changes: { status?: LeadStatus; note?: string | null }): Promise<void> {
  const supabase = await getSupabase();
  const values: { lead_status?: LeadStatus; lead_note?: string | null } = {};
  if (changes.status) values.lead_status = changes.status;
  if (changes.note !== undefined) values.lead_note = changes.note?.trim() ? changes.note.trim() : null;
  const { data, error } = await supabase.from(table(lead.source)).update(values).eq("id", lead.id).select("id");
  if (error) throw error;
  if (!data?.length) throw new Error("Henvendelsen kunne ikke opdateres");
}

/** A data subject's request: a contact message goes; a chat lead takes its whole conversation with it. */
export async function deleteLead(lead: Pick<Lead, "id" | "source" | "conversation_id">): Promise<void> {
  const supabase = await getSupabase();
  const query =
    lead.source === "contact"
      ? supabase.from("contact_messages").delete().eq("id", lead.id).select("id")
      : supabase.from("chat_conversations").delete().eq("id", lead.conversation_id ?? "").select("id");
  const { data, error } = await query;
  if (error) throw error;
  if (!data?.length) throw new Error("Henvendelsen kunne ikke slettes");
}
