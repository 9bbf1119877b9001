import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { SECRET_LOGIN_PATH } from "../admin-paths.ts";
import { LogoutButton } from "./logout-button.tsx";

export function AdminTestimonialsPage() {
  useDocumentTitle("Referencer");
  return (
    <section aria-labelledby="admin-testimonials-heading">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-testimonials-heading" className="text-2xl font-bold">
          Referencer
        </h1>
        <LogoutButton label="Log ud" to={SECRET_LOGIN_PATH} />
      </div>
    </section>
  );
}
