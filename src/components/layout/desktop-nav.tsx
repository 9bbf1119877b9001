import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import { NAVIGATION_TEXT, type NavPlatformMenu, type NavProductEntry } from "../../content/navigation.ts";
import { SectionLink } from "./section-link.tsx";
import { headerLinkClasses } from "./nav-styles.ts";
import { NAV_ITEMS } from "./nav-items.ts";
import { SiteLink } from "./site-link.tsx";

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
      <NavigationMenu.Trigger ref={trigger} className={`group ${headerLinkClasses} data-[state=open]:bg-white/10`}>
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
 * The desktop menu bar. Radix handles the dropdown's keyboard use (Enter/Space/↓ open it, Tab and the
 * arrow keys move through it, Escape closes it and returns focus) and its ARIA (aria-expanded,
 * aria-controls). Timing from SPEC section 9: opening on hover waits 200 ms, and moving from one open
 * trigger to another within 300 ms skips that wait. The 150 ms close delay is Radix's built-in close
 * timer (not configurable), which is exactly the spec's value.
 */
export function DesktopNav() {
  const [openMenu, setOpenMenu] = useState("");
  return (
    <NavigationMenu.Root
      value={openMenu}
      onValueChange={setOpenMenu}
      delayDuration={200}
      skipDelayDuration={300}
      aria-label={NAVIGATION_TEXT.mainNavigationLabel}
      className="hidden lg:block"
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
