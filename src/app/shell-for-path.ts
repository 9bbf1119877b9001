import { isAppOnlyPath } from "../lib/app-only-paths.ts";

/**
 * Which frame a page sits in: the public site (marketing header, footer, chat), the customer's account
 * pages (sign-in and the portal: a compact header and a slim footer), or the admin area (its own header
 * with the tabs, drawn by the admin layout, and nothing of the public site).
 */
export type Shell = "site" | "account" | "admin";

/** The customer's account pages (each with everything below it). */
export const ACCOUNT_PATHS: readonly string[] = ["/auth", "/customer-portal"];

export function shellForPath(pathname: string, adminPath: string): Shell {
  const below = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  if (ACCOUNT_PATHS.some(below)) return "account";
  if (isAppOnlyPath(pathname, adminPath)) return "admin";
  return "site";
}
