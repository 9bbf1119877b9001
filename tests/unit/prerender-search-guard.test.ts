// Issue 36, item 9: a prerendered page whose content follows its query (/blog?kategori=…) hides its build-time
// markup when served with such a parameter, so the app renders the selection the URL asks for (scripts/prerender/html.ts).
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../scripts/prerender/headers.ts";
import { fillTemplate } from "../../scripts/prerender/html.ts";

const template = `<html lang="da"><head><title>t</title></head><body><div id="root"></div></body></html>`;
const page = (path: string, searchKeys?: readonly string[]) =>
  fillTemplate(template, { lang: "da", head: "", body: "", stateJson: "{}", stateId: "s", path, searchKeys, staticBanner: "" });

/** Runs the page's guard as a browser would at `url`; true when it hid the page. */
function hides(html: string, url: string): boolean {
  const match = /<script([^>]*)>([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error("no guard script");
  const attributes = Object.fromEntries([...match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  let hidden = false;
  const { pathname, search } = new URL(url, "https://example.test");
  runInNewContext(match[2]!, {
    location: { pathname, search },
    URLSearchParams,
    document: {
      currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
      documentElement: { setAttribute: () => (hidden = true) },
    },
  });
  return hidden;
}

describe("the prerendered page's guard", () => {
  it("shows /blog as built without a selection, hides it with one", () => {
    const blog = page("/blog", ["kategori", "side"]);
    expect(hides(blog, "/blog")).toBe(false);
    expect(hides(blog, "/blog/?utm_source=nyhedsbrev")).toBe(false);
    expect(hides(blog, "/blog?kategori=Backup")).toBe(true);
    expect(hides(blog, "/blog?side=2")).toBe(true);
    expect(hides(blog, "/blog/ny-post")).toBe(true);
  });

  it("ignores the query on pages that do not follow it", () => {
    expect(hides(page("/faq"), "/faq?kategori=Backup")).toBe(false);
    expect(hides(page("/faq"), "/terms")).toBe(true);
  });

  it("is one script on every page, so the Content-Security-Policy still needs one hash", () => {
    expect(inlineScriptHashes(page("/blog", ["kategori", "side"]))).toEqual(inlineScriptHashes(page("/blog/a")));
  });
});
