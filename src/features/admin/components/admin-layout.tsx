import { Outlet } from "@tanstack/react-router";

/** Every guarded admin page, below the admin header (drawn by the root layout, outside <main>). */
export function AdminLayout() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
      <Outlet />
    </div>
  );
}
