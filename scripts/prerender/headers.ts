import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { PublicEnv } from "../../src/lib/env-schema.ts";

/**
 * The security headers every response of the static site carries, written by the build as `dist/_headers`
 * (Netlify and Cloudflare Pages read it as it is) and sent by `npm run preview` and the browser tests' host
 * (scripts/static-host.ts reads the same file). The Content-Security-Policy allows only what the site
 * loads: its own files, the inline scripts the build wrote (by hash, computed from the written HTML), the
 * Supabase project (API, realtime, storage), and Google's analytics only when VITE_GA_MEASUREMENT_ID is set.
 */

/** An inline script that runs (not a JSON or JSON-LD data block, which CSP does not govern). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const RUNNABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** The distinct inline scripts that run in `html`, as CSP hash sources ('sha256-…'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!RUNNABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Google's documented sources for gtag.js with GA4 (only with a measurement id). */
const ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

export interface PolicyInput {
  /** The inline scripts' hash sources. */
  scriptHashes: readonly string[];
  env: Pick<PublicEnv, "VITE_SUPABASE_URL" | "VITE_GA_MEASUREMENT_ID">;
}

export function contentSecurityPolicy({ scriptHashes, env }: PolicyInput): string {
  const supabase = new URL(env.VITE_SUPABASE_URL);
  // Realtime (the admin's live updates) is the same host over WebSocket: wss: for https:, ws: locally.
  const realtime = `${supabase.protocol === "https:" ? "wss:" : "ws:"}//${supabase.host}`;
  const analytics = env.VITE_GA_MEASUREMENT_ID ? ANALYTICS : { script: [], connect: [], img: [] };
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes, ...analytics.script]],
    // The build inlines its stylesheet in <style>, React sets style attributes and the toasts inject their
    // own <style>: hashes cannot cover style attributes, and a style cannot run code.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["connect-src", ["'self'", supabase.origin, realtime, ...analytics.connect]],
    // A post's featured image may be any https URL (the post form accepts one) and the markdown may show
    // images from elsewhere; uploads come from the project's storage. An image cannot run code.
    ["img-src", ["'self'", "data:", "blob:", `${supabase.origin}/storage/v1/`, "https:", ...analytics.img]],
    ["font-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    // Every form is sent by the app's code; Stripe's checkout and portal are reached by a redirect, not a form.
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`).join("; ");
}

/** Features the site never uses, so no script on it (or a page framing it) may ask for them. */
const PERMISSIONS_POLICY = ["camera", "microphone", "geolocation", "payment", "usb", "magnetometer", "gyroscope", "accelerometer"]
  .map((feature) => `${feature}=()`)
  .join(", ");

export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(input),
    // Two years, as the HSTS preload list asks; add "; preload" only once every subdomain serves HTTPS.
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    // frame-ancestors for browsers that predate it.
    "X-Frame-Options": "DENY",
  };
}

/** `_headers` in the format Netlify and Cloudflare Pages share: one rule for every path. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `# Security headers for every response (scripts/prerender/headers.ts). Written by the build: do not edit.\n/*\n${lines.join("\n")}\n`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map((entry) => join(entry.parentPath, entry.name));
}

/** The `_headers` file for a finished build: the hashes of every inline script in every HTML file of `outDir`. */
export async function buildHeadersFile(outDir: string, env: PolicyInput["env"]): Promise<{ text: string; scriptHashes: string[] }> {
  const hashes = new Set<string>();
  for (const file of (await htmlFiles(outDir)).sort()) {
    for (const hash of inlineScriptHashes(await readFile(file, "utf8"))) hashes.add(hash);
  }
  const scriptHashes = [...hashes].sort();
  return { text: headersFile(securityHeaders({ scriptHashes, env })), scriptHashes };
}

/** One rule of a `_headers` file. */
interface HeaderRule {
  path: string;
  headers: Array<[string, string]>;
}

/** Reads a `_headers` file (Netlify/Cloudflare Pages): a path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers of every rule that matches `pathname` (`/*` and `/blog/*` match below them), joined as the hosts join them. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.path.endsWith("*") ? pathname.startsWith(rule.path.slice(0, -1)) : pathname === rule.path;
    if (!matches) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result[key] = result[key] ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}
