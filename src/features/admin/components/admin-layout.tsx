import { Outlet } from "@tanstack/react-router";
import { AdminTabBar } from "./admin-tab-bar.tsx";

/** Every guarded admin page: the tab bar above the section's page. */
export function AdminLayout() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminTabBar />
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
