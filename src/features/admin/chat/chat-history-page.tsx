import { useEffect, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatDanishDateTime, formatDanishInteger } from "#shared/lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { adminInputClasses } from "../components/admin-field.tsx";
import { useDebounced } from "../leads/use-debounced.ts";
import { CHAT_PAGE_SIZE, fetchConversations, type ConversationPage, type StatusFilter } from "./chat-history-api.ts";
import { ConversationDialog, HISTORY_KEY, shortId } from "./conversation-dialog.tsx";

/** A conversation's status, whether it was escalated (and is still waiting), and 'Akut' when urgent. */
function ConversationBadges({ conversation }: { conversation: ConversationPage["rows"][number] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {conversation.urgent === true && <Badge className="border-transparent bg-destructive text-white">Akut</Badge>}
      <Badge variant={conversation.status === "active" ? "default" : "secondary"}>{conversation.status === "active" ? "Aktiv" : "Lukket"}</Badge>
      {conversation.escalated && <Badge variant="outline">{conversation.open_escalations > 0 ? "Eskaleret · afventer" : "Eskaleret"}</Badge>}
    </span>
  );
}

/** /admin/chat: online only (chat rows are written by the chat function and are not kept offline). */
export function ChatHistoryPage({ openId }: { openId?: string }) {
  useDocumentTitle("Chat Historik");
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [paging, setPaging] = useState({ key: "", page: 0 });
  const debouncedSearch = useDebounced(search);
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
  const open = (id: string | undefined) => void navigate({ to: "/admin/chat", search: id ? { samtale: id } : {}, replace: !id });
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CHAT_PAGE_SIZE));
  const filtered = debouncedSearch.trim() !== "" || status !== "all";

  return (
    <section aria-labelledby="admin-chat-heading">
      <h1 id="admin-chat-heading" className="mb-6 text-2xl font-bold">
        Chat Historik
      </h1>
      <form role="search" className="mb-4 flex flex-wrap gap-3" onSubmit={(event) => event.preventDefault()}>
        <label className="min-w-0 flex-1 basis-60">
          <span className="sr-only">Søg i samtaler</span>
          <input
            type="search"
            placeholder="Søg efter navn, e-mail, session eller tekst..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={adminInputClasses}
          />
        </label>
        <label>
          <span className="sr-only">Status</span>
          <select value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)} className={adminInputClasses}>
            <option value="all">Alle</option>
            <option value="active">Aktive</option>
            <option value="closed">Lukkede</option>
            <option value="escalated">Eskalerede</option>
          </select>
        </label>
      </form>
      <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
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
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-3">Bruger</th>
                <th scope="col" className="px-3 py-3">Første spørgsmål</th>
                <th scope="col" className="hidden px-3 py-3 sm:table-cell">Status</th>
                <th scope="col" className="hidden px-3 py-3 md:table-cell">Beskeder</th>
                <th scope="col" className="hidden px-3 py-3 md:table-cell">Seneste aktivitet</th>
                <th scope="col" className="px-3 py-3 text-right">
                  Handling
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.rows.map((conversation) => (
                <tr key={conversation.id} className="border-t border-border align-top">
                  <td className="px-3 py-3">
                    <div className="font-medium break-words">{conversation.user_name ?? conversation.user_email ?? "Anonym besøgende"}</div>
                    {conversation.user_name && conversation.user_email && <div className="break-all text-muted-foreground">{conversation.user_email}</div>}
                    <div className="font-mono text-xs text-muted-foreground">{shortId(conversation.session_id)}…</div>
                    {/* A phone has no room for the status column: the same badges sit under the name there. */}
                    <div className="mt-1.5 sm:hidden">
                      <ConversationBadges conversation={conversation} />
                    </div>
                  </td>
                  <td className="max-w-[28rem] px-3 py-3 break-words">
                    {conversation.first_question ?? <span className="text-muted-foreground">(intet spørgsmål)</span>}
                  </td>
                  <td className="hidden px-3 py-3 sm:table-cell">
                    <ConversationBadges conversation={conversation} />
                  </td>
                  <td className="hidden px-3 py-3 md:table-cell">{conversation.message_count}</td>
                  <td className="hidden px-3 py-3 md:table-cell">{formatDanishDateTime(conversation.updated_at)}</td>
                  <td className="px-3 py-3 text-right">
                    <Button variant="outline" size="sm" onClick={() => open(conversation.id)} aria-label={`Se samtale ${shortId(conversation.session_id)}`}>
                      Se samtale
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
