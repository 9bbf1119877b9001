import { headTags, JSON_LD_ID, tagKey, type PageHead } from "./page-head.ts";

/**
 * Brings document.head in line with a page after a client-side navigation. Tags are found by their
 * key and updated in place, so the prerendered ones are reused and nothing is ever duplicated; the
 * optional tags of the previous page (keywords, article time) are removed.
 */
export function applyHead(head: PageHead, document: Document = window.document): void {
  document.title = head.title;
  document.documentElement.lang = head.lang;
  const kept = new Set<Element>();
  for (const tag of headTags(head)) {
    const [attribute, value] = tagKey(tag);
    let element = document.head.querySelector(`${tag.tag}[${attribute}="${CSS.escape(value)}"]`);
    if (!element) {
      element = document.createElement(tag.tag);
      document.head.append(element);
    }
    for (const [name, content] of Object.entries(tag.attrs)) element.setAttribute(name, content);
    element.setAttribute("data-page-head", "");
    kept.add(element);
  }
  for (const element of document.head.querySelectorAll("[data-page-head]")) {
    if (!kept.has(element)) element.remove();
  }

  let jsonLd = document.getElementById(JSON_LD_ID);
  if (head.jsonLd) {
    if (!jsonLd) {
      jsonLd = document.createElement("script");
      jsonLd.id = JSON_LD_ID;
      jsonLd.setAttribute("type", "application/ld+json");
      document.head.append(jsonLd);
    }
    jsonLd.textContent = JSON.stringify(head.jsonLd);
  } else {
    jsonLd?.remove();
  }
}
