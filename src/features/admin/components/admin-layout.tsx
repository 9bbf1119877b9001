import { Outlet } from "@tanstack/react-router";
import { AdminTabBar } from "./admin-tab-bar.tsx";
import { SyncStatusBadge } from "./sync-status-badge.tsx";

/** Every guarded admin page: the tab bar and the sync status above the section's page. */
export function AdminLayout() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <AdminTabBar />
        <SyncStatusBadge />
      </div>
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
