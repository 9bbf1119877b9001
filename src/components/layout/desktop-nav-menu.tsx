import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import type { NavPlatformMenu, NavProductEntry } from "../../content/navigation.ts";
import { SectionLink } from "./section-link.tsx";
import { headerLinkClasses } from "./nav-styles.ts";
import { NAVIGATION_TEXT } from "../../content/navigation.ts";
import { NAV_ITEMS } from "./nav-items.ts";
import { SiteLink } from "./site-link.tsx";
import { NAV_CLASSES, HOVER_OPEN_DELAY_MS, platformTriggerClasses, type NavHandover } from "./desktop-nav-handover.ts";

function ProductEntry({ entry, featured = false }: { entry: NavProductEntry; featured?: boolean }) {
  return (
    <li className={featured ? "sm:col-span-2" : undefined}>
      {/* NavigationMenu.Link closes the menu on selection and takes part in its arrow-key focus order. */}
      <NavigationMenu.Link asChild>
        <SiteLink
          href={entry.href}
          className="block rounded-lg p-3 text-foreground hover:bg-muted focus-visible:bg-muted"
        >
          <span className="block text-sm font-semibold">{entry.label}</span>
          <span className="mt-1 block text-sm text-muted-foreground">{entry.description}</span>
        </SiteLink>
      </NavigationMenu.Link>
    </li>
  );
}

/**
 * While a menu is open, Radix puts an aria-hidden, tabbable "focus proxy" right after the trigger
 * (radix-ui/primitives#3085), which axe reports as aria-hidden-focus. Without a Viewport the content
 * follows the trigger in the DOM anyway, so Tab reaches it naturally: take the proxy out of the tab order.
 */
function useUntabbableFocusProxy(trigger: RefObject<HTMLButtonElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const proxy = trigger.current?.nextElementSibling;
    if (open && proxy instanceof HTMLElement && proxy.getAttribute("aria-hidden") === "true") {
      proxy.setAttribute("tabindex", "-1");
    }
  }, [trigger, open]);
}

function PlatformMenu({ menu, open }: { menu: NavPlatformMenu; open: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useUntabbableFocusProxy(trigger, open);
  return (
    <NavigationMenu.Item value="platform" className="relative">
      <NavigationMenu.Trigger ref={trigger} className={platformTriggerClasses}>
        {menu.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        data-testid="platform-menu"
        className="absolute top-full left-0 z-50 mt-2 w-[min(36rem,calc(100vw-2rem))] rounded-xl border border-border bg-card p-3 shadow-xl"
      >
        <ul className="grid gap-1 sm:grid-cols-2">
          <ProductEntry entry={menu.allProducts} featured />
          {menu.products.map((entry) => (
            <ProductEntry key={entry.href} entry={entry} />
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/**
 * Takes over from the static bar without losing what the visitor started there: focus stays on the
 * same link or button, a press on Platform opens the menu, and a pointer already resting on Platform
 * opens it once the 200 ms since it arrived have passed (Radix itself only reacts to pointer moves).
 */
function useHandover(nav: RefObject<HTMLElement | null>, handoverRef: RefObject<NavHandover>, open: (value: string) => void) {
  useLayoutEffect(() => {
    const handover = handoverRef.current;
    if (handover.focusIndex !== null) {
      nav.current?.querySelectorAll<HTMLElement>("a, button").item(handover.focusIndex)?.focus();
    }
    if (handover.pressed) open("platform");
    // Only the state at the moment of the swap matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const { hoverSince: since, pressed } = handoverRef.current;
    if (since === null || pressed) return;
    const element = nav.current;
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => {
        timer = undefined;
        open("platform");
      },
      Math.max(0, HOVER_OPEN_DELAY_MS - (performance.now() - since)),
    );
    const cancel = () => clearTimeout(timer);
    element?.addEventListener("pointerleave", cancel, { once: true });
    return () => {
      cancel();
      element?.removeEventListener("pointerleave", cancel);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The interactive menu bar, loaded by DesktopNav on the first sign of use. Radix handles the dropdown's
 * keyboard use (Enter/Space/↓ open it, Tab and the arrow keys move through it, Escape closes it and
 * returns focus) and its ARIA (aria-expanded, aria-controls). Timing (docs/product-rules.md#navigation): opening on
 * hover waits 200 ms, and moving from one open trigger to another within 300 ms skips that wait. The
 * 150 ms close delay is Radix's built-in close timer (not configurable), which is exactly the product's value.
 */
export default function DesktopNavMenu({
  nav,
  handover,
}: {
  nav: RefObject<HTMLElement | null>;
  handover: RefObject<NavHandover>;
}) {
  const [openMenu, setOpenMenu] = useState("");
  useHandover(nav, handover, setOpenMenu);
  return (
    <NavigationMenu.Root
      ref={nav}
      value={openMenu}
      onValueChange={setOpenMenu}
      delayDuration={HOVER_OPEN_DELAY_MS}
      skipDelayDuration={300}
      aria-label={NAVIGATION_TEXT.mainNavigationLabel}
      className={NAV_CLASSES}
    >
        <NavigationMenu.List className="flex items-center gap-1">
          {NAV_ITEMS.map((item) =>
            item.kind === "platform" ? (
              <PlatformMenu key="platform" menu={item} open={openMenu === "platform"} />
            ) : item.kind === "page" ? (
              <NavigationMenu.Item key={item.href}>
                <NavigationMenu.Link asChild>
                  <SiteLink href={item.href} className={headerLinkClasses}>
                    {item.label}
                  </SiteLink>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ) : (
              <NavigationMenu.Item key={item.sectionId}>
                <NavigationMenu.Link asChild>
                  <SectionLink sectionId={item.sectionId} className={headerLinkClasses}>
                    {item.label}
                  </SectionLink>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ),
          )}
        </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
