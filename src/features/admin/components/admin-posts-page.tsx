import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { ADMIN_LOGIN_PATH } from "../admin-paths.ts";
import { LogoutButton } from "./logout-button.tsx";

export function AdminPostsPage() {
  useDocumentTitle("Blog Posts");
  return (
    <section lang="en" aria-labelledby="admin-posts-heading">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-posts-heading" className="text-2xl font-bold">
          Blog Posts
        </h1>
        <LogoutButton label="Logout" to={ADMIN_LOGIN_PATH} />
      </div>
    </section>
  );
}
