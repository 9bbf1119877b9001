import type { QueryClient } from "@tanstack/react-query";
import { isAppOnlyPath } from "../../lib/app-only-paths.ts";
import { env } from "../../lib/env.ts";
import type { PageHead } from "./page-head.ts";
import { DEFAULT_SHARE_IMAGE, normalizePath, pageTitle, siteIdentity, siteUrl } from "./site-meta.ts";

/**
 * The head of any path. Every page's copy is imported on demand, so the first-load bundle carries
 * none of it: a page's description comes from the same content module (and chunk) as the page itself.
 */
export async function resolveHead(pathname: string, queryClient: QueryClient): Promise<PageHead> {
  const path = normalizePath(pathname);
  const page = (fields: Partial<PageHead> & Pick<PageHead, "title" | "description">): PageHead => ({
    canonical: siteUrl(path === "/" ? "/" : path),
    lang: "da",
    ogType: "website",
    image: siteUrl(DEFAULT_SHARE_IMAGE),
    imageAlt: siteIdentity.productName,
    ...fields,
  });

  if (path === "/") {
    const { landingMeta } = await import("../../content/landing.ts");
    return page(landingMeta(siteIdentity));
  }
  if (path === "/platform") {
    const { PLATFORM_PAGE } = await import("../../content/platform.ts");
    return page({ title: pageTitle(PLATFORM_PAGE.title), description: PLATFORM_PAGE.metaDescription });
  }
  const product = /^\/platform\/([^/]+)$/.exec(path);
  if (product) {
    const { findProduct } = await import("#shared/content/products.ts");
    const found = findProduct(decodeURIComponent(product[1]!));
    if (found) return page({ title: pageTitle(found.name), description: found.metaDescription });
    return notFoundHead(page);
  }
  if (path === "/faq") {
    const { FAQ_PAGE } = await import("#shared/content/faq.ts");
    return page({ title: pageTitle(FAQ_PAGE.title), description: FAQ_PAGE.metaDescription });
  }
  if (path === "/terms" || path === "/privacy" || path === "/coro-terms") {
    const document = await legalDocument(path);
    return page({ title: pageTitle(document.title), description: document.metaDescription, lang: document.lang });
  }
  if (path === "/blog") {
    const { BLOG_HEAD } = await import("./blog-head.ts");
    return page({ title: pageTitle(BLOG_HEAD.title), description: BLOG_HEAD.description });
  }
  const post = /^\/blog\/([^/]+)$/.exec(path);
  if (post) {
    const { postHead } = await import("./blog-head.ts");
    return (await postHead(decodeURIComponent(post[1]!), queryClient, page)) ?? notFoundHead(page);
  }
  if (path === "/404" || !isAppOnlyPath(path, env.adminPath)) return notFoundHead(page);
  // Sign-in, the portal and admin: private, kept out of search results.
  const { landingMeta } = await import("../../content/landing.ts");
  return page({ ...landingMeta(siteIdentity), noindex: true });
}

type PageBuilder = (fields: Partial<PageHead> & Pick<PageHead, "title" | "description">) => PageHead;
export type { PageBuilder };

function notFoundHead(page: PageBuilder): PageHead {
  return page({
    title: pageTitle("404"),
    description: "Siden findes ikke.",
    canonical: siteUrl("/404"),
    noindex: true,
  });
}

async function legalDocument(path: "/terms" | "/privacy" | "/coro-terms") {
  if (path === "/coro-terms") return (await import("../../content/legal/coro-terms.ts")).CORO_TERMS;
  if (path === "/terms") return (await import("../../content/legal/terms.ts")).termsDocument(siteIdentity, new Date());
  return (await import("../../content/legal/privacy.ts")).privacyDocument(siteIdentity, new Date());
}
