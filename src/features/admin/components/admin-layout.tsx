import { Outlet } from "@tanstack/react-router";
import { AdminHeader } from "./admin-header.tsx";

/** Every guarded admin page: the admin header (tabs, sign-out, sync status) above the section's page. */
export function AdminLayout() {
  return (
    <>
      <AdminHeader />
      <div className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </div>
    </>
  );
}
