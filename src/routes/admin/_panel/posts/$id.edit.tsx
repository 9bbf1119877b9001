import { createFileRoute } from "@tanstack/react-router";
import { PostFormPage } from "../../../../features/admin/posts/post-form-page.tsx";

function EditPost() {
  const { id } = Route.useParams();
  return <PostFormPage key={id} id={id} />;
}

export const Route = createFileRoute("/admin/_panel/posts/$id/edit")({
  component: EditPost,
});
