import { lazy, Suspense, useRef, useState } from "react";
import { Menu } from "lucide-react";
import { NAVIGATION_TEXT } from "../../content/navigation.ts";
import { headerFocus } from "./nav-styles.ts";

const loadPanel = () => import("./drawer-panel.tsx");
const DrawerPanel = lazy(loadPanel);

/**
 * The phone and tablet menu button. The drawer's code (Radix Dialog with its focus trap and scroll
 * lock) is not needed for the first paint, so it loads when the button is first hovered, focused or
 * touched, and at the latest on the first press; the drawer opens as soon as it has arrived.
 */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadPanel();

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={NAVIGATION_TEXT.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-drawer" : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={`inline-flex size-11 items-center justify-center rounded-md text-primary-foreground hover:bg-white/10 lg:hidden ${headerFocus}`}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <DrawerPanel open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
