import { useEffect } from "react";
import { Outlet, useRouter } from "@tanstack/react-router";
import { warmAdminCode } from "../offline-readiness.ts";

/** Every guarded admin page, below the admin header (drawn by the root layout, outside <main>). */
export function AdminLayout() {
  const router = useRouter();
  // As soon as an admin page shows, its forms' code (the editor first) is fetched, so the admin can go offline.
  useEffect(() => warmAdminCode(router), [router]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
      <Outlet />
    </div>
  );
}
