import { env } from "../../lib/env.ts";

/** The admin login at /admin (docs/product-rules.md#routes); the same login also lives at the configured secret path. */
export const ADMIN_LOGIN_PATH = "/admin";

/** VITE_ADMIN_PATH, validated by src/lib/env-schema.ts as an absolute path without a trailing slash. */
export const SECRET_LOGIN_PATH = env.adminPath;

/** True when a browser path is the secret login (a trailing slash, as static hosts add, is allowed). */
export function isSecretLoginPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, "") === SECRET_LOGIN_PATH;
}

export const ADMIN_TABS = [
  { label: "Blog Posts", to: "/admin/posts" },
  { label: "Referencer", to: "/admin/testimonials" },
  { label: "Chat Historik", to: "/admin/chat" },
  { label: "Henvendelser", to: "/admin/leads" },
] as const;

/** The tab whose section holds this path (the tab bar's active tab follows the path). */
export function activeAdminTab(pathname: string): (typeof ADMIN_TABS)[number]["to"] | undefined {
  return ADMIN_TABS.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`))?.to;
}
