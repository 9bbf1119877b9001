import type { PublishedPost } from "./posts.ts";
import { postPath } from "./routes.ts";

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** sitemaps.org 0.9. LinkedIn posts are left out by the caller: their content lives on LinkedIn. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `\n    <lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>` : "";
    return `  <url>\n    <loc>${escapeXml(siteUrl + (entry.path === "/" ? "/" : entry.path))}</loc>${lastmod}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export interface FeedChannel {
  siteUrl: string;
  title: string;
  description: string;
}

/** RSS 2.0 with an atom:link to itself, as the W3C feed validator recommends. */
export function rssXml(channel: FeedChannel, posts: readonly PublishedPost[], now: Date = new Date()): string {
  const items = posts.map((post) => {
    const link = channel.siteUrl + postPath(post.slug);
    const date = post.published_at ? `\n      <pubDate>${new Date(post.published_at).toUTCString()}</pubDate>` : "";
    const author = post.author_name ? `\n      <dc:creator>${escapeXml(post.author_name)}</dc:creator>` : "";
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.category)}</category>${date}${author}`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts.find((post) => post.published_at)?.published_at;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.siteUrl + "/blog")}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>da</language>
    <atom:link href="${escapeXml(channel.siteUrl + "/rss.xml")}" rel="self" type="application/rss+xml"/>
    <lastBuildDate>${(newest ? new Date(newest) : now).toUTCString()}</lastBuildDate>
${items.join("\n")}
  </channel>
</rss>
`;
}

/**
 * Crawlers may read everything public. The customer portal is private; the admin login path is
 * deliberately not listed, since robots.txt is public and would reveal it.
 */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /customer-portal\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
