import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { MessageCircle, X } from "lucide-react";
import { chatWidgetContent } from "#shared/content/chat.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { trapTab, useSheetLayout } from "./chat-sheet.ts";

const ChatPanelBody = lazy(() => import("./chat-panel-body.tsx"));

const CHAT_PANEL_ID = "chat-panel";
const TITLE_ID = "chat-panel-title";

/**
 * The floating chat button and its panel, on every page and in the prerendered HTML. The button opens the
 * panel natively (a `popover`), so it answers at once even before the app has started; the panel then
 * shows its loading line until the conversation's code (loaded only now) takes over.
 *
 * On a phone (below `sm`) the open chat is a full-screen sheet: nothing of the page or the button beside it, a
 * modal dialog whose focus stays inside until Escape or the close button gives it back to the chat button, and a
 * followed link closes it so its target is what shows. From `sm` up it is a panel beside the page, as before.
 */
export function ChatLauncher() {
  const text = chatWidgetContent(siteIdentity);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const sheet = useSheetLayout();

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
      if (!sync() && hadFocus) buttonRef.current?.focus({ preventScroll: true });
    };
    // Opened before the app started: take over the open panel.
    sync();
    panel.addEventListener("toggle", onToggle);
    return () => panel.removeEventListener("toggle", onToggle);
  }, []);

  // The sheet is modal: focus that leaves it (a click through, a screen reader's jump) is brought back.
  useEffect(() => {
    const panel = panelRef.current;
    if (!sheet || !open || !panel) return;
    const keepInside = (event: FocusEvent) => {
      // Closing gives focus back to the chat button before this listener is gone: let it.
      if (!panel.matches(":popover-open")) return;
      if (event.target instanceof Node && !panel.contains(event.target)) panel.querySelector<HTMLElement>("input, button")?.focus();
    };
    document.addEventListener("focusin", keepInside);
    return () => document.removeEventListener("focusin", keepInside);
  }, [sheet, open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") panelRef.current?.hidePopover();
    else if (event.key === "Tab" && sheet && panelRef.current) trapTab(event, panelRef.current);
  };

  // A followed link (a reply's, a hand-off card's) on the phone: the sheet gives way so its target shows.
  const onLinkFollowed = () => {
    if (sheet) panelRef.current?.hidePopover();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={CHAT_PANEL_ID}
        aria-label={text.openLabel}
        data-chat-launcher=""
        // data-yield: a call to action lies under it (src/lib/launcher-yield.ts), so it fades out of the way.
        // The white ring keeps the navy button visible on the navy hero and footer; on white the navy carries it.
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-2 ring-white transition-[opacity,scale] hover:scale-105 data-yield:pointer-events-none data-yield:opacity-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
      <div
        ref={panelRef}
        id={CHAT_PANEL_ID}
        popover="manual"
        role="dialog"
        aria-labelledby={TITLE_ID}
        aria-modal={sheet && open ? true : undefined}
        onKeyDown={onKeyDown}
        data-chat-sheet={sheet ? "" : undefined}
        // Phone: the whole screen (dvh, so the browser's own bars never cover the input). sm and up: the panel.
        className="fixed inset-0 m-0 hidden h-dvh max-h-none w-full max-w-none flex-col overflow-hidden border-0 bg-background p-0 text-foreground sm:inset-auto sm:right-4 sm:bottom-20 sm:h-[600px] sm:max-h-[calc(100dvh-6rem)] sm:w-[24rem] sm:max-w-[min(400px,calc(100vw-2rem))] sm:rounded-xl sm:border sm:border-border sm:shadow-2xl [&:popover-open]:flex"
      >
        <div className="flex items-center justify-between gap-2 bg-primary px-4 py-3 text-primary-foreground">
          <div className="min-w-0">
            <h2 id={TITLE_ID} className="text-base font-semibold">
              {text.title}
            </h2>
            <p className="text-xs text-primary-foreground/80" data-testid="chat-subtitle">
              {text.subtitle}
            </p>
          </div>
          <button
            type="button"
            popoverTarget={CHAT_PANEL_ID}
            popoverTargetAction="hide"
            aria-label={text.closeLabel}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-primary-foreground/15 focus-visible:outline-2 focus-visible:outline-primary-foreground sm:size-8"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {wanted ? (
          <Suspense fallback={<ChatLoadingLine text={text.loadingLine} />}>
            <ChatPanelBody open={open} onClose={() => panelRef.current?.hidePopover()} onLinkFollowed={onLinkFollowed} />
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
