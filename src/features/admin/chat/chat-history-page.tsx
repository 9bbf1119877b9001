import { useEffect, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast.ts";
import { X } from "lucide-react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatDanishDateTime } from "#shared/lib/format.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { adminInputClasses } from "../components/admin-field.tsx";
import {
  closeConversation,
  fetchConversationDetail,
  fetchConversations,
  filterConversations,
  resolveEscalation,
  type ConversationSummary,
  type StatusFilter,
} from "./chat-history-api.ts";

const HISTORY_KEY = ["admin", "chat-history"] as const;

function ConversationDialog({ conversation, onClose }: { conversation: ConversationSummary; onClose(): void }) {
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: [...HISTORY_KEY, conversation.id], queryFn: () => fetchConversationDetail(conversation.id) });
  useEffect(() => {
    if (detail.isError) toast.error("Kunne ikke hente samtale detaljer");
  }, [detail.isError]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
  const close = useMutation({
    mutationFn: () => closeConversation(conversation.id),
    onSuccess: () => void refresh().then(() => toast.success("Samtalen er lukket")),
    onError: (error) => toast.error("Fejl", { description: error.message }),
  });
  const resolve = useMutation({
    mutationFn: resolveEscalation,
    onSuccess: () => void refresh().then(() => toast.success("Eskaleringen er markeret som løst")),
    onError: (error) => toast.error("Fejl", { description: error.message }),
  });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-primary/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-border bg-background p-6 shadow-lg">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold">Samtale {conversation.session_id.slice(0, 8)}…</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Luk">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-muted-foreground">
            {conversation.user_name ?? conversation.user_email ?? "Anonym"} · {formatDanishDateTime(conversation.created_at)}
          </Dialog.Description>
          <div className="mt-4 flex-1 space-y-3 overflow-y-auto">
            {detail.isPending && <p role="status">Indlæser samtale...</p>}
            {detail.data?.escalations.map((escalation) => (
              <section key={escalation.id} aria-label="Eskalering" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                <div className="flex items-center justify-between gap-2">
                  <strong>Eskalering: {escalation.reason}</strong>
                  <Badge variant={escalation.resolved ? "default" : "secondary"}>{escalation.resolved ? "Løst" : "Afventer"}</Badge>
                </div>
                <p className="mt-1">{escalation.user_message}</p>
                {!escalation.resolved && (
                  <Button size="sm" className="mt-2" disabled={resolve.isPending} onClick={() => resolve.mutate(escalation.id)}>
                    Markér som løst
                  </Button>
                )}
              </section>
            ))}
            <ol className="space-y-2">
              {detail.data?.messages.map((message) => (
                <li
                  key={message.id}
                  className={`max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap ${message.role === "user" ? "ml-auto bg-primary text-primary-foreground" : "bg-muted"}`}
                >
                  <span className="sr-only">{message.role === "user" ? "Bruger: " : "Assistent: "}</span>
                  {message.content}
                </li>
              ))}
            </ol>
          </div>
          {conversation.status === "active" && (
            <div className="mt-4 flex justify-end">
              <Button variant="outline" disabled={close.isPending} onClick={() => close.mutate()}>
                Luk samtale
              </Button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** /admin/chat: online only (chat rows are written by the chat function and are not kept offline). */
export function ChatHistoryPage() {
  useDocumentTitle("Chat Historik");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [openId, setOpenId] = useState<string | null>(null);
  const history = useQuery({ queryKey: HISTORY_KEY, queryFn: fetchConversations });
  useEffect(() => {
    if (history.isError) toast.error("Kunne ikke hente chat historik");
  }, [history.isError]);
  const all = history.data ?? [];
  const shown = filterConversations(all, search, status);
  const open = all.find((conversation) => conversation.id === openId);

  return (
    <section aria-labelledby="admin-chat-heading">
      <h1 id="admin-chat-heading" className="mb-6 text-2xl font-bold">
        Chat Historik
      </h1>
      <div className="mb-4 flex flex-wrap gap-3">
        <label className="flex-1">
          <span className="sr-only">Søg i samtaler</span>
          <input
            type="search"
            placeholder="Søg efter navn, e-mail eller session..."
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
      </div>
      {history.isPending && <p role="status">Indlæser chat historik...</p>}
      {history.isSuccess && all.length === 0 && <p className="text-muted-foreground">Ingen chat samtaler endnu</p>}
      {history.isSuccess && all.length > 0 && shown.length === 0 && <p className="text-muted-foreground">Ingen samtaler matcher søgekriterierne</p>}
      {shown.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-muted-foreground">
              <tr>
                {["Bruger", "Session", "Status", "Beskeder", "Oprettet"].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3">
                    {label}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 text-right">
                  Handling
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((conversation) => (
                <tr key={conversation.id} className="border-t border-border">
                  <td className="px-4 py-3">
                    <div className="font-medium">{conversation.user_name ?? "Anonym"}</div>
                    {conversation.user_email && <div className="text-muted-foreground">{conversation.user_email}</div>}
                  </td>
                  <td className="px-4 py-3 font-mono">{conversation.session_id.slice(0, 8)}…</td>
                  <td className="px-4 py-3">
                    <span className="flex flex-wrap gap-1">
                      <Badge variant={conversation.status === "active" ? "default" : "secondary"}>
                        {conversation.status === "active" ? "Aktiv" : "Lukket"}
                      </Badge>
                      {conversation.has_escalation && <Badge variant="outline">Eskaleret</Badge>}
                    </span>
                  </td>
                  <td className="px-4 py-3">{conversation.message_count}</td>
                  <td className="px-4 py-3">{formatDanishDateTime(conversation.created_at)}</td>
                  <td className="px-4 py-3 text-right">
                    <Button variant="outline" size="sm" onClick={() => setOpenId(conversation.id)} aria-label={`Se samtale ${conversation.session_id.slice(0, 8)}`}>
                      Se samtale
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && <ConversationDialog conversation={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}
