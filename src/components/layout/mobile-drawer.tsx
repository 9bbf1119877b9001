import { type MouseEvent, useEffect, useRef, useState } from "react";
import { Menu, X } from "lucide-react";
import { NAVIGATION_TEXT } from "../../content/navigation.ts";
import { showModalAfterPaint } from "../../lib/show-modal-after-paint.ts";
import { AuthActions } from "./auth-actions.tsx";
import { headerFocus } from "./nav-styles.ts";
import { NAV_ITEMS } from "./nav-items.ts";
import { SectionLink } from "./section-link.tsx";
import { SiteLink } from "./site-link.tsx";

const DRAWER_ID = "mobile-drawer";

const drawerLink =
  "flex min-h-11 w-full items-center gap-2 rounded-md px-3 py-2 text-base font-medium text-foreground hover:bg-muted";

/**
 * Invoker commands (`commandfor`/`command`) open and close the dialog with no script at all. With
 * script, before the app (start-on-intent.ts) and in it, the opening press is answered by
 * showModalAfterPaint() instead, whose first frame is much cheaper than the native `showModal()`.
 */
const nativeCommands = () => typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;

/**
 * The phone and tablet menu: a modal <dialog> in the prerendered page (the browser traps focus in it,
 * makes the page behind inert, closes it on Escape or a tap outside, and returns focus to the button;
 * index.css stops the page from scrolling behind it). Every choice closes it; section links then scroll,
 * page links navigate.
 */
export function MobileDrawer() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // It may have been opened before the app took over.
    setOpen(element.open);
    const sync = () => setOpen(element.open);
    element.addEventListener("toggle", sync);
    element.addEventListener("close", sync);
    return () => {
      element.removeEventListener("toggle", sync);
      element.removeEventListener("close", sync);
    };
  }, []);

  const show = (event: MouseEvent) => {
    // The native command would call showModal() itself; the `toggle` listener above updates `open`.
    event.preventDefault();
    if (dialog.current) showModalAfterPaint(dialog.current);
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        aria-label={NAVIGATION_TEXT.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        {...{ commandfor: DRAWER_ID, command: "show-modal" }}
        onClick={show}
        className={`inline-flex size-11 items-center justify-center rounded-md text-primary-foreground hover:bg-white/10 lg:hidden ${headerFocus}`}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <dialog
        ref={dialog}
        id={DRAWER_ID}
        aria-labelledby={`${DRAWER_ID}-title`}
        {...{ closedby: "any" }}
        data-testid="mobile-drawer"
        onClick={(event) => {
          // A tap on the backdrop, where `closedby` is not supported.
          if (event.target === event.currentTarget) close();
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none flex-col overflow-y-auto bg-background text-foreground shadow-2xl open:flex backdrop:bg-primary/60"
      >
        <div className="flex items-center justify-between border-b border-border px-4 py-3">
          <h2 id={`${DRAWER_ID}-title`} className="text-lg font-semibold">
            {NAVIGATION_TEXT.mainNavigationLabel}
          </h2>
          <button
            type="button"
            {...{ commandfor: DRAWER_ID, command: "close" }}
            onClick={() => !nativeCommands() && close()}
            className="inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted"
            aria-label={NAVIGATION_TEXT.closeMenu}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={NAVIGATION_TEXT.mainNavigationLabel} className="flex-1 px-2 py-3">
          <ul className="space-y-1">
            {NAV_ITEMS.map((item) => {
              if (item.kind === "section") {
                return (
                  <li key={item.sectionId}>
                    <SectionLink sectionId={item.sectionId} className={drawerLink} onClick={close}>
                      {item.label}
                    </SectionLink>
                  </li>
                );
              }
              if (item.kind === "page") {
                return (
                  <li key={item.href}>
                    <SiteLink href={item.href} className={drawerLink} onClick={close}>
                      {item.label}
                    </SiteLink>
                  </li>
                );
              }
              return (
                <li key="platform">
                  <p id="drawer-platform" className="px-3 pt-2 pb-1 text-sm font-semibold text-muted-foreground">
                    {item.label}
                  </p>
                  <ul aria-labelledby="drawer-platform" className="space-y-1 pl-2">
                    {[item.allProducts, ...item.products].map((entry) => (
                      <li key={entry.href}>
                        <SiteLink href={entry.href} className="block rounded-md px-3 py-2 text-foreground hover:bg-muted" onClick={close}>
                          <span className="block text-base font-medium">{entry.label}</span>
                          <span className="block text-sm text-muted-foreground">{entry.description}</span>
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <AuthActions className="flex flex-col gap-1 border-t border-border px-2 py-3" itemClassName={drawerLink} onAction={close} />
      </dialog>
    </>
  );
}
