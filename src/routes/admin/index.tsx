import { createFileRoute } from "@tanstack/react-router";
import { AdminLoginPage } from "../../features/admin/components/admin-login-page.tsx";

export const Route = createFileRoute("/admin/")({
  component: AdminLoginPage,
});
