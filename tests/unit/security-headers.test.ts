import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, headersFile, headersFor, inlineScriptHashes, parseHeadersFile, securityHeaders } from "../../scripts/prerender/headers.ts";
import { fillTemplate } from "../../scripts/prerender/html.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const HOSTED = { VITE_SUPABASE_URL: "https://abcdefghijklmnopqrst.supabase.co", VITE_GA_MEASUREMENT_ID: "" };

describe("the build's security headers (scripts/prerender/headers.ts)", () => {
  it("hashes the inline scripts that run, not data blocks or external scripts", () => {
    const html = `<script>a()</script><script type="module">b()</script><script type="application/ld+json">{"x":1}</script>
      <script type="application/json" id="s">{}</script><script type="module" src="/assets/x.js"></script><script data-path="/x">a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });

  it("gives every prerendered page the same guard script, so one hash covers every page and post", () => {
    const template = `<html lang="da"><head><title>t</title></head><body><div id="root"></div></body></html>`;
    const page = (path: string) =>
      fillTemplate(template, { lang: "da", head: "", body: "", stateJson: "{}", stateId: "s", path, staticBanner: "" });
    expect(inlineScriptHashes(page("/blog/a"))).toEqual(inlineScriptHashes(page('/blog/"b"&c')));
    expect(page('/blog/"b"&c')).toContain('data-path="/blog/&quot;b&quot;&amp;c"');
  });

  it("allows the hosted project over https and wss, its storage, and Google only with a measurement id", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [sha("a()")], env: HOSTED });
    expect(policy).toContain(`script-src 'self' ${sha("a()")};`);
    expect(policy).toContain("connect-src 'self' https://abcdefghijklmnopqrst.supabase.co wss://abcdefghijklmnopqrst.supabase.co;");
    expect(policy).toContain("img-src 'self' data: blob: https://abcdefghijklmnopqrst.supabase.co/storage/v1/ https:;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/google|unsafe-eval|script-src[^;]*unsafe-inline/);
    const withAnalytics = contentSecurityPolicy({ scriptHashes: [], env: { ...HOSTED, VITE_GA_MEASUREMENT_ID: "G-ABC123" } });
    expect(withAnalytics).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(withAnalytics).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  it("writes a _headers file the static host reads back for every path", () => {
    const headers = securityHeaders({ scriptHashes: [], env: HOSTED });
    const rules = parseHeadersFile(headersFile(headers));
    for (const path of ["/", "/blog/x", "/assets/app.js"]) {
      expect(headersFor(rules, path)).toEqual(Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])));
    }
    expect(headersFor(parseHeadersFile("/faq\n  X-A: 1\n/blog/*\n  X-A: 2\n"), "/blog/x")).toEqual({ "x-a": "2" });
  });
});
