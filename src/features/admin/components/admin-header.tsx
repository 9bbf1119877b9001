import { Link, useRouterState } from "@tanstack/react-router";
import { ShieldCheck } from "lucide-react";
import { env } from "../../../lib/env.ts";
import { ADMIN_LOGIN_TEXT } from "../admin-text.ts";
import { adminLogoutFor } from "../admin-paths.ts";
import { AdminTabBar } from "./admin-tab-bar.tsx";
import { LogoutButton } from "./logout-button.tsx";
import { SyncStatusBadge } from "./sync-status-badge.tsx";

/**
 * The admin area's own header, in place of the public site's: the product name with 'Admin', the
 * section's sign-out control (ADMIN_TABS), the tabs and the sync status.
 */
export function AdminHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const logout = adminLogoutFor(pathname);
  return (
    <header className="border-b border-border bg-background">
      {/* One grid, two arrangements: on a phone the sync status sits in the top row between the name and the
          sign-out, so brand, tabs and status take ~130 px and the first item of every tab is above the fold
          (issue 36); from sm up the status sits at the end of the tab row as before. */}
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-2 px-4 [grid-template-areas:'brand_sync_out'_'tabs_tabs_tabs'] sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-3 sm:[grid-template-areas:'brand_out'_'tabs_sync']">
        <Link to="/admin/posts" className="inline-flex h-14 min-w-0 items-center gap-2 rounded-md font-bold text-primary [grid-area:brand]">
          <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-accent" />
          <span className="truncate">
            {env.productName} <span className="font-semibold text-muted-foreground">{ADMIN_LOGIN_TEXT.headingSuffix}</span>
          </span>
        </Link>
        <div className="justify-self-end [grid-area:out]">
          <LogoutButton key={logout.to} label={logout.label} to={logout.to} lang={logout.lang} />
        </div>
        <div className="pb-2 [grid-area:tabs] sm:pb-0">
          <AdminTabBar />
        </div>
        <div className="min-w-0 [grid-area:sync] sm:justify-self-end sm:pb-2">
          <SyncStatusBadge />
        </div>
      </div>
    </header>
  );
}
