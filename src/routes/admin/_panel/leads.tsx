import { createFileRoute } from "@tanstack/react-router";
import { guardAdminRoute } from "../../../features/admin/api/admin-guard.ts";
import { LeadsPage } from "../../../features/admin/leads/leads-page.tsx";

/** The inbox ('Henvendelser'): anyone but an admin goes to the secret login path. */
export const Route = createFileRoute("/admin/_panel/leads")({
  beforeLoad: () => guardAdminRoute("secret"),
  component: LeadsPage,
});
