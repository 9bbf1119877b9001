import { Outlet } from "@tanstack/react-router";
import { MAIN_CLASSES } from "../../../app/root-layout.tsx";
import { AdminHeader } from "./admin-header.tsx";

/**
 * Every guarded admin page: the admin header (tabs, sign-out, sync status) above the section's page. The
 * root layout leaves <main> to this layout here, so the header is the page's banner.
 */
export function AdminLayout() {
  return (
    <>
      <AdminHeader />
      <main id="main" tabIndex={-1} className={MAIN_CLASSES}>
        <div className="mx-auto max-w-6xl px-4 py-6">
          <Outlet />
        </div>
      </main>
    </>
  );
}
