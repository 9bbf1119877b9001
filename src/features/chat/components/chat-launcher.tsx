import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { MessageCircle, X } from "lucide-react";
import { chatWidgetContent } from "#shared/content/chat.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";

const ChatPanelBody = lazy(() => import("./chat-panel-body.tsx"));

const CHAT_PANEL_ID = "chat-panel";
const TITLE_ID = "chat-panel-title";

/**
 * The floating chat button and its panel, on every page and in the prerendered HTML. The button opens the
 * panel natively (a `popover`), so it answers at once even before the app has started; the panel then
 * shows its loading line until the conversation's code (loaded only now) takes over.
 */
export function ChatLauncher() {
  const text = chatWidgetContent(siteIdentity);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const sync = () => {
      const isOpen = panel.matches(":popover-open");
      setOpen(isOpen);
      if (isOpen) setWanted(true);
      return isOpen;
    };
    const onToggle = () => {
      // Closing returns focus to the button when it was inside the panel (or lost with it).
      const hadFocus = panel.contains(document.activeElement) || document.activeElement === document.body;
      if (!sync() && hadFocus) buttonRef.current?.focus();
    };
    // Opened before the app started: take over the open panel.
    sync();
    panel.addEventListener("toggle", onToggle);
    return () => panel.removeEventListener("toggle", onToggle);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={CHAT_PANEL_ID}
        aria-label={text.openLabel}
        data-chat-launcher=""
        // The white ring keeps the navy button visible on the navy hero and footer; on white the navy carries it.
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-2 ring-white transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
      <div
        ref={panelRef}
        id={CHAT_PANEL_ID}
        popover="manual"
        role="dialog"
        aria-labelledby={TITLE_ID}
        onKeyDown={(event) => {
          if (event.key === "Escape") panelRef.current?.hidePopover();
        }}
        className="fixed inset-auto right-4 bottom-20 m-0 hidden h-[500px] max-h-[calc(100dvh-6rem)] w-[24rem] max-w-[min(400px,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-border bg-background p-0 text-foreground shadow-2xl sm:h-[600px] [&:popover-open]:flex"
      >
        <div className="flex items-center justify-between gap-2 bg-primary px-4 py-3 text-primary-foreground">
          <h2 id={TITLE_ID} className="text-base font-semibold">
            {text.title}
          </h2>
          <button
            type="button"
            popoverTarget={CHAT_PANEL_ID}
            popoverTargetAction="hide"
            aria-label={text.closeLabel}
            className="inline-flex size-8 items-center justify-center rounded-md hover:bg-primary-foreground/15 focus-visible:outline-2 focus-visible:outline-primary-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {wanted ? (
          <Suspense fallback={<ChatLoadingLine text={text.loadingLine} />}>
            <ChatPanelBody open={open} onClose={() => panelRef.current?.hidePopover()} />
          </Suspense>
        ) : (
          <ChatLoadingLine text={text.loadingLine} />
        )}
      </div>
    </>
  );
}

function ChatLoadingLine({ text }: { text: string }) {
  return (
    <p role="status" className="flex flex-1 items-center justify-center p-6 text-sm text-muted-foreground" data-chat-loading="">
      {text}
    </p>
  );
}
