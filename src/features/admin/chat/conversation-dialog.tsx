import { useEffect, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { formatDanishDateTime } from "#shared/lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { ANONYMOUS_VISITOR, CONVERSATION_STATUS_LABELS, type LeadStatus } from "../admin-vocabulary.ts";
import { LeadStateActions, LeadStateBadge } from "../components/lead-state.tsx";
import { closeConversation, deleteConversation, fetchConversationDetail, handoffState, setConversationLeadState } from "./chat-history-api.ts";
import { ConversationTranscript } from "./conversation-transcript.tsx";
import { truncateCodePoints } from "#shared/lib/text.ts";

/** The start of a visitor's session id (any text they sent), cut without splitting an emoji. */
export const shortId = (sessionId: string) => truncateCodePoints(sessionId, 8);

export const HISTORY_KEY = ["admin", "chat-history"] as const;

/** One conversation: the transcript (the assistant's replies as the widget shows them), escalations, actions. */
export function ConversationDialog({ id, onClose }: { id: string; onClose(): void }) {
  const queryClient = useQueryClient();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const detail = useQuery({ queryKey: [...HISTORY_KEY, "detail", id], queryFn: () => fetchConversationDetail(id) });
  useEffect(() => {
    if (detail.isError) toast.error("Kunne ikke hente samtale detaljer");
  }, [detail.isError]);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
      queryClient.invalidateQueries({ queryKey: ["admin", "leads"] }),
      queryClient.invalidateQueries({ queryKey: ["admin", "lead-stats"] }),
    ]);
  const state = detail.data ? handoffState(detail.data.escalations) : null;
  const move = useMutation({
    mutationFn: (to: LeadStatus) => setConversationLeadState(id, state ?? "new", to),
    onSuccess: () => void refresh().then(() => toast.success("Status er opdateret")),
    onError: (error) => toast.error("Fejl", { description: error.message }),
  });
  // A conversation nobody asked a person in is no lead: it only has the chat's own status to close.
  const close = useMutation({
    mutationFn: () => closeConversation(id),
    onSuccess: () => void refresh().then(() => toast.success("Samtalen er lukket")),
    onError: (error) => toast.error("Fejl", { description: error.message }),
  });
  const remove = useMutation({
    mutationFn: () => deleteConversation(id),
    onSuccess: () => {
      onClose();
      void refresh().then(() => toast.success("Samtalen er slettet"));
    },
    onError: (error) => toast.error("Fejl", { description: error.message }),
  });
  const conversation = detail.data?.conversation;
  const who = conversation ? (conversation.user_name ?? conversation.user_email ?? ANONYMOUS_VISITOR) : "";
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-primary/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-border bg-background p-4 shadow-lg sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold">
              Samtale {conversation ? `${shortId(conversation.session_id)}…` : ""}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Luk vinduet">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-muted-foreground">
            {conversation
              ? `${who} · ${formatDanishDateTime(conversation.created_at)} · samtale ${CONVERSATION_STATUS_LABELS[conversation.status].toLowerCase()}`
              : "Samtalen indlæses"}
          </Dialog.Description>
          <div className="mt-4 flex-1 space-y-3 overflow-y-auto">
            {detail.isPending && <p role="status">Indlæser samtale...</p>}
            {detail.isSuccess && !conversation && <p>Samtalen findes ikke længere. Den kan være slettet.</p>}
            {detail.data && <ConversationTranscript detail={detail.data} />}
          </div>
          {conversation && (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
              {state ? (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-medium">Henvendelse</span>
                  <LeadStateBadge status={state} />
                  <LeadStateActions status={state} busy={move.isPending} onChange={(to) => move.mutate(to)} />
                </div>
              ) : conversation.status === "active" ? (
                <Button size="sm" variant="outline" disabled={close.isPending} onClick={() => close.mutate()}>
                  Luk samtalen
                </Button>
              ) : (
                <span />
              )}
              <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => setConfirmingDelete(true)}>
                Slet samtale
              </Button>
            </div>
          )}
          <ConfirmDialog
            open={confirmingDelete}
            onOpenChange={setConfirmingDelete}
            title="Slet samtalen?"
            description="Samtalen slettes permanent med alle beskeder og eskaleringer. Det kan ikke fortrydes."
            confirm="Slet permanent"
            cancel="Annuller"
            onConfirm={() => remove.mutate()}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
