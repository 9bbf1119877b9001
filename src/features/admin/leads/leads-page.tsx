import { useEffect, useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, Siren } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { formatDanishInteger } from "#shared/lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { adminInputClasses } from "../components/admin-field.tsx";
import { finishConversation } from "../chat/chat-history-api.ts";
import { LeadDetail } from "./lead-detail.tsx";
import { LeadRow } from "./lead-row.tsx";
import { LeadStatsPanel } from "./lead-stats-panel.tsx";
import {
  deleteLead,
  fetchAllLeads,
  fetchLeads,
  fetchLeadStats,
  LEAD_PERIOD_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  PAGE_SIZE,
  updateLead,
  type Lead,
  type LeadFilters,
  type LeadPeriod,
  type LeadStatus,
} from "./leads-api.ts";
import { downloadCsv, leadsCsv } from "./leads-export.ts";
import { LEAD_STATS_KEY } from "./leads-tab-count.tsx";
import { useDebounced } from "./use-debounced.ts";
import { useMediaQuery } from "./use-media-query.ts";

const LEADS_KEY = ["admin", "leads"] as const;
const DETAIL_ID = "lead-detail";

/** /admin/leads ('Henvendelser'): contact messages and chat escalations, read online. */
export function LeadsPage() {
  useDocumentTitle("Henvendelser");
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<LeadFilters["status"]>("all");
  const [source, setSource] = useState<LeadFilters["source"]>("all");
  const [period, setPeriod] = useState<LeadPeriod>("all");
  const [paging, setPaging] = useState({ key: "", page: 0 });
  const [exporting, setExporting] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Wide screens show the list and the open lead side by side; narrower ones open the lead under its row.
  const wide = useMediaQuery("(min-width: 64rem)");
  const debouncedSearch = useDebounced(search);
  const filters: LeadFilters = { search: debouncedSearch, status, source, period };

  // A new filter starts at the first page.
  const filterKey = JSON.stringify(filters);
  const page = paging.key === filterKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });

  const leads = useQuery({
    queryKey: [...LEADS_KEY, filters, page],
    queryFn: () => fetchLeads(filters, page * PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const stats = useQuery({ queryKey: LEAD_STATS_KEY, queryFn: fetchLeadStats });
  useEffect(() => {
    if (leads.isError) toast.error("Kunne ikke hente henvendelser");
  }, [leads.isError]);
  useEffect(() => {
    if (stats.isError) toast.error("Kunne ikke hente overblikket");
  }, [stats.isError]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: LEADS_KEY }),
      queryClient.invalidateQueries({ queryKey: LEAD_STATS_KEY }),
      queryClient.invalidateQueries({ queryKey: ["admin", "chat-history"] }),
    ]);
  const update = useMutation({
    mutationFn: async ({ lead, changes }: { lead: Lead; changes: { status?: LeadStatus; note?: string } }) => {
      // 'Markér som løst' on a chat lead is the chat history's: the whole hand-off is resolved and the
      // conversation closed, so both tabs show one state.
      if (changes.status === "done" && lead.conversation_id) await finishConversation(lead.conversation_id);
      else await updateLead(lead, changes);
    },
    onSuccess: (_result, { changes }) => void refresh().then(() => toast.success(changes.status ? "Status er opdateret" : "Noten er gemt")),
    onError: (error) => toast.error("Fejl", { description: error.message }),
  });
  const remove = useMutation({
    mutationFn: deleteLead,
    onSuccess: () => void refresh().then(() => toast.success("Henvendelsen er slettet")),
    onError: (error) => toast.error("Fejl", { description: error.message }),
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllLeads(filters);
      downloadCsv(`henvendelser-${new Date().toISOString().slice(0, 10)}.csv`, leadsCsv(all));
      toast.success(`${formatDanishInteger(all.length)} henvendelser er eksporteret`);
    } catch (error) {
      toast.error("Eksporten mislykkedes", { description: error instanceof Error ? error.message : undefined });
    } finally {
      setExporting(false);
    }
  };

  const selectedLead = leads.data?.rows.find((lead) => lead.id === selectedId);
  const detail = (lead: Lead) => (
      <LeadDetail
        key={`${lead.id}:${lead.note ?? ""}`}
        id={DETAIL_ID}
        lead={lead}
        busy={update.isPending || remove.isPending}
        onStatus={(next) => update.mutate({ lead, changes: { status: next } })}
        onNote={(note) => update.mutate({ lead, changes: { note } })}
        onDelete={() => remove.mutate(lead)}
      />
  );

  const total = leads.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = debouncedSearch.trim() !== "" || status !== "all" || source !== "all" || period !== "all";

  return (
    <section aria-labelledby="admin-leads-heading">
      <h1 id="admin-leads-heading" className="mb-3 text-2xl font-bold sm:mb-6">
        Henvendelser
      </h1>
      <LeadStatsPanel stats={stats.data} />
      <form role="search" className="mb-3 grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4 lg:grid-cols-[1fr_repeat(3,11rem)_auto]" onSubmit={(event) => event.preventDefault()}>
        <label className="col-span-2 text-sm font-medium sm:col-span-4 lg:col-span-1">
          Søg
          <input
            type="search"
            placeholder="Navn, virksomhed, e-mail, besked..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={adminInputClasses}
          />
        </label>
        <label className="text-sm font-medium">
          Status
          <select value={status} onChange={(event) => setStatus(event.target.value as LeadFilters["status"])} className={adminInputClasses}>
            <option value="all">Alle</option>
            <option value="urgent">Akut (ikke løst)</option>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {LEAD_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Kilde
          <select value={source} onChange={(event) => setSource(event.target.value as LeadFilters["source"])} className={adminInputClasses}>
            <option value="all">Alle</option>
            <option value="contact">{LEAD_SOURCE_LABELS.contact}</option>
            <option value="chat">{LEAD_SOURCE_LABELS.chat}</option>
          </select>
        </label>
        <label className="text-sm font-medium">
          Periode
          <select value={period} onChange={(event) => setPeriod(event.target.value as LeadPeriod)} className={adminInputClasses}>
            {Object.entries(LEAD_PERIOD_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end">
          <Button variant="outline" className="w-full" disabled={exporting || total === 0} onClick={() => void exportCsv()}>
            <Download aria-hidden="true" />
            {exporting ? "Eksporterer..." : "Eksportér CSV"}
          </Button>
        </div>
      </form>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <UrgentFilter count={stats.data?.urgent_open ?? 0} active={status === "urgent"} onToggle={() => setStatus(status === "urgent" ? "all" : "urgent")} />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {leads.isSuccess && `${formatDanishInteger(total)} ${total === 1 ? "henvendelse" : "henvendelser"}`}
          {leads.isSuccess && status !== "urgent" && (stats.data?.urgent_open ?? 0) > 0 && " · akutte står øverst, til de er løst"}
        </p>
      </div>
      {leads.isPending && <p role="status">Indlæser henvendelser...</p>}
      {leads.isError && !leads.data && (
        <div role="alert" className="rounded-md border border-destructive p-4 text-sm">
          Henvendelserne kunne ikke hentes. Tjek forbindelsen og prøv igen.
          <Button size="sm" variant="outline" className="ml-3" onClick={() => void leads.refetch()}>
            Prøv igen
          </Button>
        </div>
      )}
      {leads.isSuccess && total === 0 && (
        <p className="text-muted-foreground">{filtered ? "Ingen henvendelser matcher søgningen" : "Ingen henvendelser endnu"}</p>
      )}
      {leads.data && leads.data.rows.length > 0 && (
        <div className={wide ? "grid grid-cols-[minmax(0,26rem)_minmax(0,1fr)] items-start gap-4" : undefined}>
          <ul className="space-y-2" aria-label="Henvendelser">
            {leads.data.rows.map((lead) => {
              const selected = lead.id === selectedLead?.id;
              return (
                <li key={lead.id} data-lead-id={lead.id}>
                  <LeadRow lead={lead} selected={selected} detailId={DETAIL_ID} onSelect={() => setSelectedId(selected ? null : lead.id)} />
                  {selected && !wide && <div className="mt-2">{detail(lead)}</div>}
                </li>
              );
            })}
          </ul>
          {wide && (
            <div className="sticky top-4">
              {selectedLead ? detail(selectedLead) : <p className="rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground">Vælg en henvendelse for at se den.</p>}
            </div>
          )}
        </div>
      )}
      {total > PAGE_SIZE && (
        <nav aria-label="Sider" className="mt-4 flex items-center justify-between gap-3 text-sm">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Forrige
          </Button>
          <span>
            Side {page + 1} af {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Næste
          </Button>
        </nav>
      )}
    </section>
  );
}

/**
 * The urgent leads' own filter, with their count: red while any is open, so an attack in progress is seen
 * from the filter row too. Pressed again, it shows every lead.
 */
function UrgentFilter({ count, active, onToggle }: { count: number; active: boolean; onToggle(): void }) {
  const tone = active
    ? "border-red-700 bg-red-700 text-white hover:bg-red-800"
    : count > 0
      ? "border-red-300 bg-red-50 text-red-900 hover:bg-red-100"
      : "border-border bg-background text-muted-foreground hover:bg-muted";
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onToggle}
      data-testid="urgent-filter"
      className={`inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-semibold ${tone}`}
    >
      <Siren aria-hidden="true" className="size-4" />
      Akut
      <span className={`rounded-full px-1.5 text-xs tabular-nums ${active ? "bg-white/20" : count > 0 ? "bg-red-700 text-white" : "bg-muted"}`}>
        {formatDanishInteger(count)}
      </span>
      <span className="sr-only">{count === 1 ? "ikke løst henvendelse" : "ikke løste henvendelser"}</span>
    </button>
  );
}
