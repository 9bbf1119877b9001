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
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex h-14 items-center justify-between gap-3">
          <Link to="/admin/posts" className="inline-flex items-center gap-2 rounded-md font-bold text-primary">
            <ShieldCheck aria-hidden="true" className="size-6 text-accent" />
            <span>
              {env.productName} <span className="font-semibold text-muted-foreground">{ADMIN_LOGIN_TEXT.headingSuffix}</span>
            </span>
          </Link>
          <LogoutButton key={logout.to} label={logout.label} to={logout.to} lang={logout.lang} />
        </div>
        <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-2 pb-2 sm:pb-0">
          <AdminTabBar />
          <div className="sm:pb-2">
            <SyncStatusBadge />
          </div>
        </div>
      </div>
    </header>
  );
}
