import { Link } from "@tanstack/react-router";
import { ShieldCheck } from "lucide-react";
import { env } from "../../lib/env.ts";
import { AuthActions, BarPortalLink } from "./auth-actions.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { MobileDrawer } from "./mobile-drawer.tsx";
import { headerFocus, headerLinkClasses } from "./nav-styles.ts";

/** Sticky top bar: the menu bar from lg up, the drawer button (and 'Portal' when signed in) below that. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 bg-primary text-primary-foreground shadow-sm">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className={`inline-flex items-center gap-2 rounded-md text-lg font-bold ${headerFocus}`}>
          <ShieldCheck aria-hidden="true" className="size-7 text-teal-300" />
          {env.productName}
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-1">
          <AuthActions className="hidden items-center gap-1 lg:flex" itemClassName={headerLinkClasses} />
          <BarPortalLink className={`${headerLinkClasses} min-h-11`} />
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}
