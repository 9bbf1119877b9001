import { isAppOnlyPath } from "../../lib/app-only-paths.ts";
import { env } from "../../lib/env.ts";
import { SW_CACHES } from "../../lib/sw-caches.ts";

/**
 * What a signed-in user may have left in the service worker's Cache Storage, removed at sign-out (customers
 * and admins alike): in "pages", any copy of an app page or of a URL with a query or fragment (a worker of
 * an earlier build kept reset links with their tokens that way); "content-data" whole, as an earlier build
 * also kept the admin's own reads (drafts) there, and public reads fill it again. The precache, the code
 * and the images are the build's and the public site's, the same for everyone.
 */
export async function clearSignedInCaches(): Promise<void> {
  if (!("caches" in window)) return;
  await caches.delete(SW_CACHES.contentData);
  if (!(await caches.has(SW_CACHES.pages))) return;
  const pages = await caches.open(SW_CACHES.pages);
  for (const request of await pages.keys()) {
    const url = new URL(request.url);
    if (url.search !== "" || url.hash !== "" || isAppOnlyPath(url.pathname, env.adminPath)) await pages.delete(request);
  }
}
