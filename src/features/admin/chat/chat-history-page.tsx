import { useEffect, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { MessageSquare } from "lucide-react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatDanishDateTime, formatDanishInteger } from "#shared/lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { adminInputClasses } from "../components/admin-field.tsx";
import { ANONYMOUS_VISITOR, CONVERSATION_STATUS_LABELS } from "../admin-vocabulary.ts";
import { LeadStateBadge, UrgentBadge } from "../components/lead-state.tsx";
import { useDebounced } from "../leads/use-debounced.ts";
import { useMediaQuery } from "../leads/use-media-query.ts";
import { CHAT_PAGE_SIZE, fetchConversations, type ConversationPage, type StatusFilter } from "./chat-history-api.ts";
import { ConversationDialog, HISTORY_KEY, shortId } from "./conversation-dialog.tsx";

type Row = ConversationPage["rows"][number];

const visitor = (conversation: Row) => conversation.user_name ?? conversation.user_email ?? ANONYMOUS_VISITOR;

/** The hand-off in the inbox's words: 'Akut' (red while open) and its state; nothing without a hand-off. */
function HandoffBadges({ conversation }: { conversation: Row }) {
  if (!conversation.escalated && !conversation.urgent) return <span className="text-muted-foreground">–</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {conversation.urgent === true && <UrgentBadge open={conversation.urgent_open ?? conversation.open_escalations > 0} />}
      {conversation.lead_status && <LeadStateBadge status={conversation.lead_status} />}
    </span>
  );
}

/** The chat's own status, as the spec names it ('Aktiv' / 'Lukket'); quieter than the hand-off's state. */
function ChatStatus({ conversation }: { conversation: Row }) {
  return <Badge variant="outline">{CONVERSATION_STATUS_LABELS[conversation.status]}</Badge>;
}

const openUrgent = (conversation: Row) => conversation.urgent_open ?? (conversation.urgent === true && conversation.open_escalations > 0);

/** /admin/chat: online only (chat rows are written by the chat function and are not kept offline). */
export function ChatHistoryPage({ openId }: { openId?: string }) {
  useDocumentTitle("Chat Historik");
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [paging, setPaging] = useState({ key: "", page: 0 });
  const debouncedSearch = useDebounced(search);
  const wide = useMediaQuery("(min-width: 48rem)");
  // A new search or filter starts at the first page.
  const filterKey = `${status}:${debouncedSearch.trim()}`;
  const page = paging.key === filterKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });
  const history = useQuery({
    queryKey: [...HISTORY_KEY, "page", debouncedSearch.trim(), status, page],
    queryFn: () => fetchConversations(debouncedSearch, status, page * CHAT_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (history.isError) toast.error("Kunne ikke hente chat historik");
  }, [history.isError]);
  const open = (id: string | undefined) =>
    void navigate({
      to: "/admin/chat",
      search: id ? { samtale: id } : {},
      replace: !id,
    });
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CHAT_PAGE_SIZE));
  const filtered = debouncedSearch.trim() !== "" || status !== "all";

  return (
    <section aria-labelledby="admin-chat-heading">
      <h1 id="admin-chat-heading" className="mb-3 text-2xl font-bold sm:mb-6">
        Chat Historik
      </h1>
      <form role="search" className="mb-3 flex gap-2 sm:mb-4 sm:gap-3" onSubmit={(event) => event.preventDefault()}>
        <label className="min-w-0 flex-1">
          <span className="sr-only">Søg i samtaler</span>
          <input
            type="search"
            placeholder="Søg i navn, e-mail, tekst..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={adminInputClasses}
          />
        </label>
        <label>
          <span className="sr-only">Status</span>
          <select value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)} className={adminInputClasses}>
            <option value="all">Alle</option>
            <option value="urgent">Akut (ikke løst)</option>
            <option value="escalated">Med henvendelse</option>
            <option value="active">Aktive</option>
            <option value="closed">Lukkede</option>
          </select>
        </label>
      </form>
      <p className="mb-2 text-sm text-muted-foreground sm:mb-3" aria-live="polite">
        {history.isSuccess && `${formatDanishInteger(total)} ${total === 1 ? "samtale" : "samtaler"}`}
      </p>
      {history.isPending && <p role="status">Indlæser chat historik...</p>}
      {history.isError && !history.data && (
        <div role="alert" className="rounded-md border border-destructive p-4 text-sm">
          Chat historikken kunne ikke hentes. Tjek forbindelsen og prøv igen.
          <Button size="sm" variant="outline" className="ml-3" onClick={() => void history.refetch()}>
            Prøv igen
          </Button>
        </div>
      )}
      {history.isSuccess && total === 0 && (
        <p className="text-muted-foreground">{filtered ? "Ingen samtaler matcher søgekriterierne" : "Ingen chat samtaler endnu"}</p>
      )}
      {history.data && history.data.rows.length > 0 && (
        <>
          {/* A phone gets one card per conversation (as posts, references and leads do); the table needs a tablet's
              width. One or the other is rendered, so a name is on the page once. */}
          {!wide && (
            <ul aria-label="Samtaler" className="space-y-2" data-testid="chat-history-cards">
              {history.data.rows.map((conversation) => {
                const urgent = openUrgent(conversation);
                return (
                  <li
                    key={conversation.id}
                    data-urgent={urgent || undefined}
                    className={`rounded-lg border p-3 text-sm ${urgent ? "border-red-300 border-l-4 border-l-red-700 bg-red-50" : "border-border bg-card"}`}
                  >
                    <div className="flex items-baseline justify-between gap-2">
                      <p className={`min-w-0 truncate ${urgent ? "font-bold text-red-950" : "font-semibold"}`}>{visitor(conversation)}</p>
                      <time dateTime={conversation.updated_at} className="shrink-0 text-xs text-muted-foreground">
                        {formatDanishDateTime(conversation.updated_at)}
                      </time>
                    </div>
                    <p className={`mt-0.5 line-clamp-2 break-words ${urgent ? "text-red-950" : "text-muted-foreground"}`}>
                      {conversation.first_question ?? "(intet spørgsmål)"}
                    </p>
                    <div className="mt-2 flex items-center justify-between gap-2">
                      <span className="flex min-w-0 flex-wrap items-center gap-1">
                        {(conversation.escalated || conversation.urgent) && <HandoffBadges conversation={conversation} />}
                        <ChatStatus conversation={conversation} />
                        <span className="text-xs text-muted-foreground">
                          {formatDanishInteger(conversation.message_count)} {conversation.message_count === 1 ? "besked" : "beskeder"}
                        </span>
                      </span>
                      <Button
                        variant="outline"
                        size="sm"
                        className="shrink-0"
                        onClick={() => open(conversation.id)}
                        aria-label={`Se samtale med ${visitor(conversation)} (${shortId(conversation.session_id)})`}
                      >
                        <MessageSquare aria-hidden="true" />
                        Se samtale
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          {wide && (
            <div className="overflow-x-auto rounded-lg border border-border">
              <table className="w-full text-left text-sm">
                <thead className="bg-muted text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-3">
                      Besøgende
                    </th>
                    <th scope="col" className="px-3 py-3">
                      Første spørgsmål
                    </th>
                    <th scope="col" className="px-3 py-3">
                      Henvendelse
                    </th>
                    <th scope="col" className="px-3 py-3">
                      Samtale
                    </th>
                    <th scope="col" className="hidden px-3 py-3 text-right lg:table-cell">
                      Beskeder
                    </th>
                    <th scope="col" className="hidden px-3 py-3 lg:table-cell">
                      Seneste aktivitet
                    </th>
                    <th scope="col" className="px-3 py-3 text-right">
                      Handling
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {history.data.rows.map((conversation) => {
                    const urgent = openUrgent(conversation);
                    return (
                      <tr key={conversation.id} data-urgent={urgent || undefined} className={`border-t border-border align-top ${urgent ? "bg-red-50" : ""}`}>
                        <td className={`px-3 py-3 ${urgent ? "border-l-4 border-l-red-700" : ""}`}>
                          <div className={`break-words ${urgent ? "font-bold text-red-950" : "font-medium"}`}>{visitor(conversation)}</div>
                          {conversation.user_name && conversation.user_email && (
                            <div className="break-all text-muted-foreground">{conversation.user_email}</div>
                          )}
                          <div className="font-mono text-xs text-muted-foreground">{shortId(conversation.session_id)}…</div>
                        </td>
                        <td className="max-w-[28rem] px-3 py-3 break-words">
                          {conversation.first_question ?? <span className="text-muted-foreground">(intet spørgsmål)</span>}
                        </td>
                        <td className="px-3 py-3">
                          <HandoffBadges conversation={conversation} />
                        </td>
                        <td className="px-3 py-3">
                          <ChatStatus conversation={conversation} />
                        </td>
                        <td className="hidden px-3 py-3 text-right tabular-nums lg:table-cell">{formatDanishInteger(conversation.message_count)}</td>
                        <td className="hidden px-3 py-3 whitespace-nowrap lg:table-cell">{formatDanishDateTime(conversation.updated_at)}</td>
                        <td className="px-3 py-3 text-right">
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => open(conversation.id)}
                            aria-label={`Se samtale med ${visitor(conversation)} (${shortId(conversation.session_id)})`}
                          >
                            Se samtale
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {total > CHAT_PAGE_SIZE && (
        <nav aria-label="Sider" className="mt-4 flex items-center justify-between gap-3 text-sm">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Forrige
          </Button>
          <span>
            Side {formatDanishInteger(page + 1)} af {formatDanishInteger(pages)}
          </span>
          <Button variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Næste
          </Button>
        </nav>
      )}
      {openId && <ConversationDialog id={openId} onClose={() => open(undefined)} />}
    </section>
  );
}
