import { createFileRoute } from "@tanstack/react-router";
import { PostFormPage } from "../../../../features/admin/posts/post-form-page.tsx";

export const Route = createFileRoute("/admin/_panel/posts/new")({
  component: () => <PostFormPage />,
});
