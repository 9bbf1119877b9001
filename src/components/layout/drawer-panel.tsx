import type { RefObject } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { NAVIGATION_TEXT } from "../../content/navigation.ts";
import { SectionLink } from "./section-link.tsx";
import { AuthActions } from "./auth-actions.tsx";
import { NAV_ITEMS } from "./nav-items.ts";
import { SiteLink } from "./site-link.tsx";

const drawerLink =
  "flex min-h-11 w-full items-center gap-2 rounded-md px-3 py-2 text-base font-medium text-foreground hover:bg-muted";

interface DrawerPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which lives outside this lazily loaded module; focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The drawer itself (Radix Dialog: focus trapped inside, Escape and the close button close it, the
 * page behind is inert and does not scroll). Every choice closes it; section links then scroll, page
 * links navigate. Loaded on demand by MobileDrawer.
 */
export default function DrawerPanel({ open, onOpenChange, returnFocusTo }: DrawerPanelProps) {
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-primary/60 transition-opacity duration-150 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          aria-describedby={undefined}
          id="mobile-drawer"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus({ preventScroll: true });
          }}
          data-testid="mobile-drawer"
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-background shadow-2xl transition-transform duration-200 starting:translate-x-full motion-reduce:transition-none"
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <Dialog.Title className="text-lg font-semibold">{NAVIGATION_TEXT.mainNavigationLabel}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted"
              aria-label={NAVIGATION_TEXT.closeMenu}
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
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
                          <SiteLink
                            href={entry.href}
                            className="block rounded-md px-3 py-2 text-foreground hover:bg-muted"
                            onClick={close}
                          >
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
          <AuthActions
            className="flex flex-col gap-1 border-t border-border px-2 py-3"
            itemClassName={drawerLink}
            onAction={close}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
