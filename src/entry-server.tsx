/**
 * The prerenderer's entry (built with `vite build --ssr`, driven by scripts/prerender.ts): renders one
 * path of the app to HTML with the data it needs, in Node, with no browser APIs.
 */
import { renderToString } from "react-dom/server";
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { App } from "./app/app.tsx";
import type { PrerenderState } from "./app/prerender-state.ts";
import { createQueryClient } from "./app/query-client.ts";
import { createAppRouter } from "./app/router.tsx";
import type { PageHead } from "./features/seo/page-head.ts";
import { resolveHead } from "./features/seo/resolve-head.ts";
import CookieBannerPanel from "./features/consent/cookie-banner-panel.tsx";

export { serializeHead } from "./features/seo/serialize-head.ts";
export { jsonForScript } from "./features/seo/page-head.ts";
export { siteIdentity } from "./features/seo/site-meta.ts";

export interface RenderedPage {
  /** 200, or 404 when the router found no such page. */
  status: number;
  /** Set when the route redirects (e.g. an unknown product slug to /404); nothing else is rendered then. */
  redirect?: string;
  html: string;
  head: PageHead;
  state: PrerenderState;
}

/** How many render passes may discover new queries (a query that only starts once another has data). */
const MAX_DATA_PASSES = 3;

function wantsData(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  if (typeof queryFn !== "function") return false; // skipToken or none
  if (typeof enabled === "function") return (enabled as (q: Query) => boolean)(query) !== false;
  return enabled !== false;
}

function normalize(path: string): string {
  return path.replace(/\/+$/, "") || "/";
}

function routerFor(path: string, queryClient: QueryClient) {
  return createAppRouter(() => Promise.resolve(queryClient), createMemoryHistory({ initialEntries: [path] }));
}

/**
 * Renders until no component asks for data it does not have. `useQuery` does not fetch on a server,
 * but it does register its query (with its queryFn) in the cache: each pass fetches what the previous
 * one registered. Failed queries are left out of the result, so the browser fetches them itself.
 */
async function collectData(path: string): Promise<{ queries: DehydratedState; head: PageHead; redirect?: string }> {
  const queryClient = createQueryClient();
  const router = routerFor(path, queryClient);
  await router.load();
  // A redirect (e.g. an unknown product slug to /404) moves the memory history elsewhere.
  const landed = router.state.location.pathname;
  const redirect = normalize(landed) === normalize(path) ? undefined : router.state.location.href;
  if (redirect) return { queries: dehydrate(queryClient), head: await resolveHead(path, queryClient), redirect };
  for (let pass = 0; pass < MAX_DATA_PASSES; pass++) {
    renderToString(<App queryClient={queryClient} router={router} />);
    const missing = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "pending" && wantsData(query));
    if (missing.length === 0) break;
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
  }
  const head = await resolveHead(path, queryClient);
  return { queries: dehydrate(queryClient), head };
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const { queries, head, redirect } = await collectData(path);
  const state: PrerenderState = { path, queries };
  if (redirect) return { status: 307, redirect, html: "", head, state };

  // The final render starts from exactly what the browser will have: the dehydrated data only. So a
  // query that failed here renders its loading state on both sides instead of an error here only.
  const queryClient = createQueryClient();
  hydrate(queryClient, queries);
  const router = routerFor(path, queryClient);
  await router.load();
  const html = renderToString(<App queryClient={queryClient} router={router} />);
  const notFound = router.state.matches.some((match) => match.status === "notFound" || match._notFound === true);
  return { status: notFound ? 404 : 200, html, head, state };
}

/**
 * The cookie banner's first view as plain HTML, for every prerendered page (static-banner.ts): the same
 * component the app shows, with ids of its own so they cannot clash with the page's.
 */
export function renderStaticCookieBanner(): string {
  return renderToString(<CookieBannerPanel view="summary" requested={false} />, { identifierPrefix: "cookie-banner-" });
}
