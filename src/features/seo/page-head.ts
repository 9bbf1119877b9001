/**
 * Everything a page tells search engines and link previews. One description, two writers: the
 * prerenderer serialises it into the static HTML (serialize-head.ts) and the browser applies it after
 * each client-side navigation (apply-head.ts), both through `headTags`.
 */
export interface PageHead {
  /** The full <title>. */
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** The page's main language, set on <html>. */
  lang: "da" | "en";
  ogType: "website" | "article";
  /** Absolute URL of the link-preview image. */
  image: string;
  imageAlt: string;
  keywords?: readonly string[];
  /** Pages that must not appear in search results (404, private areas). */
  noindex?: boolean;
  /** schema.org data, emitted as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** For articles: ISO timestamps. */
  publishedTime?: string;
}

export interface HeadTag {
  tag: "meta" | "link";
  attrs: Record<string, string>;
}

/** The <meta> and <link> tags of a page, each identified by its name/property/rel (see `tagKey`). */
export function headTags(head: PageHead): HeadTag[] {
  const meta = (key: "name" | "property", id: string, content: string): HeadTag => ({
    tag: "meta",
    attrs: { [key]: id, content },
  });
  const tags: HeadTag[] = [
    meta("name", "description", head.description),
    { tag: "link", attrs: { rel: "canonical", href: head.canonical } },
    meta("name", "robots", head.noindex ? "noindex" : "index, follow"),
    meta("property", "og:type", head.ogType),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    meta("property", "og:image", head.image),
    meta("property", "og:image:alt", head.imageAlt),
    meta("property", "og:locale", head.lang === "da" ? "da_DK" : "en_US"),
    meta("name", "twitter:card", "summary_large_image"),
  ];
  if (head.keywords?.length) tags.push(meta("name", "keywords", head.keywords.join(", ")));
  if (head.publishedTime) tags.push(meta("property", "article:published_time", head.publishedTime));
  return tags;
}

/** The attribute that identifies a tag among its kind, so a later page replaces rather than adds. */
export function tagKey(tag: HeadTag): [attribute: string, value: string] {
  if (tag.tag === "link") return ["rel", tag.attrs.rel ?? ""];
  if (tag.attrs.property) return ["property", tag.attrs.property];
  return ["name", tag.attrs.name ?? ""];
}

/** JSON for a <script> element: `<` escaped so no text can close the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export const JSON_LD_ID = "structured-data";
