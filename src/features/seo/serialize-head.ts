import { headTags, JSON_LD_ID, jsonForScript, type PageHead } from "./page-head.ts";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The page's head as HTML for the prerendered file (apply-head.ts keeps it current in the browser). */
export function serializeHead(head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const tag of headTags(head)) {
    const attrs = Object.entries(tag.attrs)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(" ");
    lines.push(`<${tag.tag} ${attrs} data-page-head>`);
  }
  if (head.jsonLd) {
    lines.push(`<script type="application/ld+json" id="${JSON_LD_ID}">${jsonForScript(head.jsonLd)}</script>`);
  }
  return lines.join("\n    ");
}
