import { env } from "../../lib/env.ts";

/** The admin login at /admin (docs/product-rules.md#routes); the same login also lives at the configured secret path. */
export const ADMIN_LOGIN_PATH = "/admin";

/** VITE_ADMIN_PATH, validated by src/lib/env-schema.ts as an absolute path without a trailing slash. */
export const SECRET_LOGIN_PATH = env.adminPath;

/** True when a browser path is the secret login (a trailing slash, as static hosts add, is allowed). */
export function isSecretLoginPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, "") === SECRET_LOGIN_PATH;
}

/** The admin header's sign-out control on a tab: the button's words and the login path it leaves for. */
export interface AdminLogout {
  label: string;
  to: string;
  lang?: string;
}

/** 'Log ud' to the secret login: every tab's sign-out unless the tab names its own. */
const DEFAULT_ADMIN_LOGOUT: AdminLogout = { label: "Log ud", to: SECRET_LOGIN_PATH };

export interface AdminTab {
  label: string;
  to: string;
  logout?: AdminLogout;
}

/**
 * The admin header's tabs, in order: adding a section is one line here (its route under
 * src/routes/admin/_panel/ is the other half). Blog Posts' 'Logout' goes to /admin, the other tabs' 'Log ud'
 * to the secret login path.
 */
export const ADMIN_TABS = [
  { label: "Blog Posts", to: "/admin/posts", logout: { label: "Logout", to: ADMIN_LOGIN_PATH, lang: "en" } },
  { label: "Referencer", to: "/admin/testimonials" },
  { label: "Chat Historik", to: "/admin/chat" },
  { label: "Henvendelser", to: "/admin/leads" },
] as const satisfies readonly AdminTab[];

/** The tab whose section holds this path (the tab bar's active tab follows the path). */
export function activeAdminTab(pathname: string): (typeof ADMIN_TABS)[number]["to"] | undefined {
  return ADMIN_TABS.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`))?.to;
}

/** The sign-out control of the section holding this path. */
export function adminLogoutFor(pathname: string): AdminLogout {
  const tab: AdminTab | undefined = ADMIN_TABS.find((candidate) => candidate.to === activeAdminTab(pathname));
  return tab?.logout ?? DEFAULT_ADMIN_LOGOUT;
}
