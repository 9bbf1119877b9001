import { useEffect, useRef, useState, type ComponentType, type CSSProperties, type FocusEvent, type RefObject } from "react";
import { ChevronDown } from "lucide-react";
import { NAVIGATION_TEXT } from "../../content/navigation.ts";
import { NAV_CLASSES, platformTriggerClasses, type NavHandover } from "./desktop-nav-handover.ts";
import { SectionLink } from "./section-link.tsx";
import { headerLinkClasses } from "./nav-styles.ts";
import { NAV_ITEMS } from "./nav-items.ts";
import { SiteLink } from "./site-link.tsx";

type MenuComponent = ComponentType<{ nav: RefObject<HTMLElement | null>; handover: RefObject<NavHandover> }>;

const loadMenu = () => import("./desktop-nav-menu.tsx");

/** The static bar's Platform list: a native popover, so the first press opens it with no script. */
const STATIC_MENU_ID = "platform-menu-static";
// Anchor positioning puts the popover (in the top layer) under its button, where the menu opens.
const anchor = { anchorName: "--platform-trigger" } as CSSProperties;
const anchored = {
  positionAnchor: "--platform-trigger",
  inset: "auto",
  top: "anchor(bottom)",
  left: "anchor(left)",
  margin: "0.5rem 0 0",
} as CSSProperties;

const staticMenu = () => document.getElementById(STATIC_MENU_ID);

/**
 * The bar as it is before anyone uses it: the same links (they work as they are), and Platform as a
 * closed button. Its markup matches what the interactive menu renders while closed.
 */
function StaticBar({ onPlatformPress, onPlatformHover }: { onPlatformPress: () => void; onPlatformHover: (resting: boolean) => void }) {
  return (
    <div style={{ position: "relative" }}>
        <ul className="flex items-center gap-1">
          {NAV_ITEMS.map((item) =>
            item.kind === "platform" ? (
              <li key="platform" className="relative">
                <button
                  type="button"
                  popoverTarget={STATIC_MENU_ID}
                  style={anchor}
                  className={platformTriggerClasses}
                  onClick={onPlatformPress}
                  onPointerEnter={() => onPlatformHover(true)}
                  onPointerLeave={() => onPlatformHover(false)}
                >
                  {item.label}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  />
                </button>
                <div
                  id={STATIC_MENU_ID}
                  popover="auto"
                  data-testid="platform-menu"
                  style={anchored}
                  className="w-[min(36rem,calc(100vw-2rem))] rounded-xl border border-border bg-card p-3 text-foreground shadow-xl"
                >
                  <ul className="grid gap-1 sm:grid-cols-2">
                    {[item.allProducts, ...item.products].map((entry, index) => (
                      <li key={entry.href} className={index === 0 ? "sm:col-span-2" : undefined}>
                        <SiteLink
                          href={entry.href}
                          onClick={() => staticMenu()?.hidePopover()}
                          className="block rounded-lg p-3 text-foreground hover:bg-muted focus-visible:bg-muted"
                        >
                          <span className="block text-sm font-semibold">{entry.label}</span>
                          <span className="mt-1 block text-sm text-muted-foreground">{entry.description}</span>
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ) : item.kind === "page" ? (
              <li key={item.href}>
                <SiteLink href={item.href} className={headerLinkClasses}>
                  {item.label}
                </SiteLink>
              </li>
            ) : (
              <li key={item.sectionId}>
                <SectionLink sectionId={item.sectionId} className={headerLinkClasses}>
                  {item.label}
                </SectionLink>
              </li>
            ),
          )}
      </ul>
    </div>
  );
}

/**
 * The desktop menu bar. The dropdown's code (Radix NavigationMenu, with its hover timing and keyboard
 * handling) is not needed for the first paint, so it loads when the pointer first enters the bar or
 * focus first reaches it, like the mobile drawer's. What the visitor does meanwhile is handed over
 * (see desktop-nav-menu.tsx), so an early hover, press or Tab behaves as if the menu had been there.
 */
export function DesktopNav() {
  const nav = useRef<HTMLElement>(null);
  const [Menu, setMenu] = useState<MenuComponent | null>(null);
  const requested = useRef(false);
  const handover = useRef<NavHandover>({ focusIndex: null, hoverSince: null, pressed: false });

  const request = () => {
    if (requested.current) return;
    requested.current = true;
    void loadMenu().then(
      (module) => {
        // Opened natively before the app (or this code) was there: the interactive menu opens in its place.
        const menu = staticMenu();
        if (menu?.matches(":popover-open")) {
          handover.current.pressed = true;
          menu.hidePopover();
        }
        setMenu(() => module.default);
      },
      // Offline before the chunk was cached: the static bar keeps working; try again on the next use.
      () => {
        requested.current = false;
      },
    );
  };

  useEffect(() => {
    // Opened before the app had started: the interactive menu takes it over.
    if (staticMenu()?.matches(":popover-open")) request();
    // Once, at the takeover.
  }, []);

  const trackFocus = (event: FocusEvent<HTMLElement>) => {
    request();
    const focusable = Array.from(nav.current?.querySelectorAll("a, button") ?? []);
    const index = focusable.indexOf(event.target);
    handover.current.focusIndex = index >= 0 ? index : null;
  };

  const staticBar = (
    <nav
      ref={nav}
      aria-label={NAVIGATION_TEXT.mainNavigationLabel}
      className={NAV_CLASSES}
      onPointerEnter={request}
      onFocus={trackFocus}
      onBlur={(event) => {
        if (!nav.current?.contains(event.relatedTarget)) handover.current.focusIndex = null;
      }}
    >
      <StaticBar
        onPlatformPress={() => {
          handover.current.pressed = true;
          request();
        }}
        onPlatformHover={(resting) => {
          handover.current.hoverSince = resting ? performance.now() : null;
        }}
      />
    </nav>
  );
  return Menu ? <Menu nav={nav} handover={handover} /> : staticBar;
}
