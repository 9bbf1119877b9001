import { createFileRoute } from "@tanstack/react-router";
import { AdminPostsPage } from "../../../../features/admin/components/admin-posts-page.tsx";

export const Route = createFileRoute("/admin/_panel/posts/")({
  component: AdminPostsPage,
});
