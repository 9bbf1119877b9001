/**
 * The app's pages that are never prerendered (sign-in, the customer portal, admin): a host answers them with
 * the app shell and status 200, where any other path that is not a file or a prerendered page is a 404.
 * The admin area also answers at its secret path (VITE_ADMIN_PATH). One list for the build's host files
 * (`_redirects`), the preview server, the service worker and the page head.
 */
const APP_ONLY_PATHS: readonly string[] = ["/auth", "/customer-portal", "/admin"];

export function appOnlyPaths(adminPath: string): string[] {
  const secret = adminPath.replace(/\/+$/, "");
  return secret && !APP_ONLY_PATHS.includes(secret) ? [...APP_ONLY_PATHS, secret] : [...APP_ONLY_PATHS];
}

/** Whether `pathname` is one of those pages or below one ("/admin", "/admin/posts"). */
export function isAppOnlyPath(pathname: string, adminPath: string): boolean {
  return appOnlyPaths(adminPath).some((base) => pathname === base || pathname.startsWith(`${base}/`));
}
