// The demo blog's published posts, read from supabase/seed.sql: the chat tests that must hold on the real blog
// (which post answers a question depends on every post there is) play over these.
import { readFileSync } from "node:fs";
import type { PublishedPost } from "../../../supabase/functions/chat-support/assistant/knowledge.ts";

export function seedPosts(): PublishedPost[] {
  const sql = readFileSync(new URL("../../../supabase/seed.sql", import.meta.url), "utf8");
  const posts: PublishedPost[] = [];
  for (const block of sql.split("select pg_temp.add_post(").slice(1)) {
    const mdStart = block.indexOf("$md$");
    const mdEnd = block.indexOf("$md$", mdStart + 4);
    const head = block.slice(0, mdStart);
    const content = block.slice(mdStart + 4, mdEnd).trim();
    const strings: string[] = [];
    const withoutArray = head.replace(/array\[[^\]]*\]/, "");
    for (const m of withoutArray.matchAll(/'((?:[^']|'')*)'|\bnull\b/g)) strings.push(m[1] === undefined ? "\u0000" : m[1].replace(/''/g, "'"));
    const keywords = [...(head.match(/array\[([^\]]*)\]/)?.[1] ?? "").matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'"));
    const [, slug, title, excerpt, category, published, author] = strings;
    if (!published || published === "\u0000") continue;
    posts.push({ slug: slug!, title: title!, excerpt: excerpt!, category: category!, meta_keywords: keywords, content, author_name: author === "\u0000" ? null : author, published_at: `${published.replace(" ", "T")}:00` } as PublishedPost);
  }
  return posts;
}
