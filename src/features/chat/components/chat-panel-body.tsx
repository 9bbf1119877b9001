import { Fragment, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Loader2, Send, Square } from "lucide-react";
import { chatWidgetContent } from "#shared/content/chat.ts";
import { scrollToSectionLater, useGoToSection } from "../../../lib/scroll-to-section.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../lib/toast.ts";
import { useOnlineStatus } from "../../../lib/use-online-status.ts";
import { useChat } from "../hooks/use-chat.ts";
import { ChatHandoffCard } from "./chat-handoff-card.tsx";
import { ChatMessage } from "./chat-message.tsx";

/**
 * The conversation inside the panel; loaded the first time the panel opens. `onLinkFollowed`: a link in a reply
 * or a hand-off card was followed (the phone's full-screen sheet then gives way to its target).
 */
export default function ChatPanelBody({ open, onClose, onLinkFollowed }: { open: boolean; onClose: () => void; onLinkFollowed: () => void }) {
  const text = useMemo(() => chatWidgetContent(siteIdentity), []);
  const { messages, loading, send, stop } = useChat(text);
  const online = useOnlineStatus();
  const goToSection = useGoToSection();
  const [input, setInput] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const waiting = loading && messages.at(-1)?.role === "user";

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [messages, waiting]);
  // Back in focus once a reply is done, ready for the next question.
  useEffect(() => {
    if (!loading && open) inputRef.current?.focus();
  }, [loading, open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = input;
    if (value.trim() === "" || loading || !online) return;
    void send(value).then((sent) => {
      if (sent) setInput((current) => (current === value ? "" : current));
    });
  };

  const contactUs = () => {
    onClose();
    // On the home page only scroll: a navigation would reload the page's data, which fails offline.
    if (window.location.pathname === "/") scrollToSectionLater("contact", { delayMs: 0 });
    else goToSection("contact");
    toast(text.contactToastTitle, { description: text.contactToastBody });
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div role="log" aria-label={text.logLabel} aria-live="polite" className="flex-1 overflow-y-auto overscroll-contain p-4">
        <ol className="flex flex-col gap-3">
          <ChatMessage turn={{ role: "assistant", content: text.greeting }} label={text.assistantLabel} />
          {messages.map((turn, index) => (
            <Fragment key={index}>
              <ChatMessage turn={turn} label={turn.role === "user" ? text.userLabel : text.assistantLabel} onLinkClick={onLinkFollowed} />
              {turn.handoff ? <ChatHandoffCard view={turn.handoff} reply={turn.content} onLinkClick={onLinkFollowed} /> : null}
            </Fragment>
          ))}
        </ol>
        {waiting ? (
          <p role="status" className="mt-3 inline-flex items-center gap-2 rounded-2xl bg-muted px-3 py-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" data-chat-spinner="" />
            {text.waiting}
          </p>
        ) : null}
        <div ref={endRef} />
      </div>
      <div className="border-t border-border p-3">
        <Button variant="outline" size="sm" className="mb-2 w-full" onClick={contactUs}>
          {text.contactButton}
        </Button>
        {online ? null : (
          <p id="chat-offline" className="mb-2 text-xs text-muted-foreground">
            {text.offline}
          </p>
        )}
        <form onSubmit={submit} className="flex gap-2">
          <input
            ref={inputRef}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={text.placeholder}
            aria-label={text.inputLabel}
            aria-describedby={online ? undefined : "chat-offline"}
            disabled={!online}
            className="h-10 min-w-0 flex-1 rounded-md border border-border bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
          />
          {loading ? (
            <Button type="button" variant="outline" className="px-3" aria-label={text.stopLabel} onClick={stop}>
              <Square aria-hidden="true" />
            </Button>
          ) : null}
          <Button type="submit" className="px-3" aria-label={text.sendLabel} disabled={loading || !online || input.trim() === ""}>
            <Send aria-hidden="true" />
          </Button>
        </form>
      </div>
    </div>
  );
}
