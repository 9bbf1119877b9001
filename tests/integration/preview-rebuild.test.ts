// `npm run preview` keeps serving while its deploy hook rebuilds the site. It used to build into dist/ in
// place: the build emptied the folder, the host read dist/404.html synchronously, and the ENOENT ended the
// process, so the site was gone after any publish until restarted. This runs the real script (throwaway
// stack, free port, its own folder), publishes a post and requests pages all through the rebuild.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../supabase/local/ports.ts";

let child: ChildProcess | undefined;
const previewDir = mkdtempSync(join(tmpdir(), "preview-test-"));

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGINT");
    await new Promise((resolve) => child!.once("exit", resolve));
  }
  rmSync(previewDir, { recursive: true, force: true });
});

function waitForOutput(process: ChildProcess, output: () => string, pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = pattern.exec(output());
      if (match) {
        clearInterval(timer);
        resolve(match);
      } else if (process.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`preview exited with ${process.exitCode}:\n${output()}`));
      } else if (Date.now() > deadline) {
        clearInterval(timer);
        reject(new Error(`timed out waiting for ${pattern}:\n${output()}`));
      }
    }, 200);
    const deadline = Date.now() + timeoutMs;
  });
}

describe("npm run preview through a rebuild", () => {
  it("answers every request while a publish rebuilds the site, then serves the new post", { timeout: 420_000 }, async () => {
    const port = await freePort();
    let output = "";
    child = spawn(process.execPath, ["scripts/preview.ts"], {
      env: {
        ...process.env,
        PREVIEW_THROWAWAY_STACK: "1",
        PREVIEW_PORT: String(port),
        PREVIEW_DIR: previewDir,
        SITE_REBUILD_QUIET_SECONDS: "0",
        SITE_REBUILD_TICK_SECONDS: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForOutput(child, () => output, /Production build served/, 240_000);
    const dbUrl = /Database\s+(postgresql:\/\/\S+)/.exec(output)![1]!;
    const base = `http://127.0.0.1:${port}`;

    // Served as a CDN serves it (what users get): text compressed, hashed assets cached for good, pages not.
    const landing = await fetch(`${base}/`, { headers: { "accept-encoding": "gzip" } });
    expect(landing.headers.get("content-encoding")).toBe("gzip");
    expect(landing.headers.get("cache-control")).toBe("no-cache");
    const asset = /\/assets\/[\w.-]+\.js/.exec(await landing.text())![0];
    const script = await fetch(`${base}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(script.headers.get("content-encoding")).toBe("gzip");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Compressed once before the rebuild: the rebuilt /blog must not come from that copy.
    expect(await (await fetch(`${base}/blog`)).text()).not.toContain("Udgivet under en forhåndsvisning");

    const slug = `preview-rebuild-${randomUUID().slice(0, 8)}`;
    expect((await fetch(`${base}/blog/${slug}`)).status).toBe(404);
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      await db.query(
        `insert into public.blog_posts (slug, title, excerpt, category, content, status, published_at)
         values ($1, 'Udgivet under en forhåndsvisning', 'Et uddrag der er langt nok.', 'Test', 'Indhold der er langt nok.', 'published', now())`,
        [slug],
      );
    } finally {
      await db.end();
    }

    // Requests all through the rebuild: each answers as a static host would, none fails.
    const seen: string[] = [];
    const expected: Array<[string, number]> = [["/", 200], ["/faq", 200], ["/findes-ikke", 404], ["/customer-portal", 200]];
    let rebuilt = false;
    const rebuild = waitForOutput(child, () => output, /Deploy hook: rebuilt/, 300_000).then(() => (rebuilt = true));
    while (!rebuilt) {
      for (const [path, status] of expected) {
        const response = await fetch(`${base}${path}`).catch((error: unknown) => error as Error);
        if (response instanceof Error) throw new Error(`${path} failed during the rebuild: ${response.message}\n${output}`);
        await response.arrayBuffer();
        expect(response.status, path).toBe(status);
        seen.push(path);
      }
      await Promise.race([rebuild, new Promise((resolve) => setTimeout(resolve, 50))]);
    }
    await rebuild;
    expect(child.exitCode).toBeNull();
    expect(seen.length).toBeGreaterThan(20);
    const page = await fetch(`${base}/blog/${slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Udgivet under en forhåndsvisning");
    expect(await (await fetch(`${base}/blog`)).text()).toContain("Udgivet under en forhåndsvisning");
  });
});
