import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LATER_SCRIPT, splitPrecache } from "../../scripts/prerender/pwa-later.ts";

const entry = (url: string, revision: string | null = null) => ({ url, revision, size: 1 });

describe("the precache in two parts (issue 35 item 7)", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("precaches the app shell first, the editor next, the code and the 404 page; leaves the other pages and the chat's code for later", async () => {
    dir = mkdtempSync(join(tmpdir(), "pwa-later-"));
    const entries = [
      entry("assets/framework-abc.js"),
      entry("index.html", "r1"),
      entry("blog/a-post/index.html", "r2"),
      entry("404/index.html", "r3"),
      entry("assets/chat-x1.js"),
      entry("assets/chat-panel-body-x2.js"),
      entry("assets/markdown-editor-e1.css"),
      entry("app-shell.html", "r4"),
      entry("assets/markdown-editor-e2.js"),
      entry("manifest.webmanifest", "r5"),
    ];
    const out = dir;
    const { manifest } = await splitPrecache(() => out)(entries);
    expect(manifest.map((e) => e.url)).toEqual([
      "app-shell.html",
      "assets/markdown-editor-e1.css",
      "assets/markdown-editor-e2.js",
      "assets/framework-abc.js",
      "404/index.html",
      "manifest.webmanifest",
    ]);
    const script = readFileSync(join(dir, LATER_SCRIPT), "utf8");
    // Pages under the build's revision in the pages cache, hashed code in "assets" (its cache-first route reads it).
    expect(script).toContain('{"url":"/index.html","cache":"build-pages","key":"/index.html?__WB_REVISION__=r1"}');
    expect(script).toContain('{"url":"/blog/a-post/index.html","cache":"build-pages","key":"/blog/a-post/index.html?__WB_REVISION__=r2"}');
    expect(script).toContain('{"url":"/assets/chat-x1.js","cache":"assets","key":"/assets/chat-x1.js"}');
    expect(script).toContain('{"url":"/assets/chat-panel-body-x2.js","cache":"assets","key":"/assets/chat-panel-body-x2.js"}');
    expect(script).not.toContain("app-shell.html");
    expect(script).not.toContain("framework");
  });
});
