import { redirect } from "@tanstack/react-router";
import { ADMIN_LOGIN_PATH, SECRET_LOGIN_PATH } from "../admin-paths.ts";

/**
 * The route guards of docs/product-rules.md#roles-and-permissions, for the admin routes' beforeLoad.
 * - blog: no session goes to /admin, a signed-in non-admin goes to /.
 * - secret (testimonials, chat): anyone who is not an admin goes to the secret login path.
 * The session code is imported on demand, so guards cost the public pages nothing.
 */
export async function guardAdminRoute(kind: "blog" | "secret"): Promise<void> {
  // Routes are never prerendered behind a guard; on the server there is no session to check.
  if (typeof window === "undefined") return;
  const { adminAccess } = await import("./admin-session.ts");
  const access = await adminAccess();
  if (access === "admin") return;
  if (kind === "secret") throw redirect({ href: SECRET_LOGIN_PATH, replace: true });
  throw redirect({ href: access === "no-session" ? ADMIN_LOGIN_PATH : "/", replace: true });
}
