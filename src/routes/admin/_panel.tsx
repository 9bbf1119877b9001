import { createFileRoute } from "@tanstack/react-router";
import { AdminLayout } from "../../features/admin/components/admin-layout.tsx";

export const Route = createFileRoute("/admin/_panel")({
  component: AdminLayout,
});
