import { describe, expect, it } from "vitest";
import type { RuntimeCaching } from "workbox-build";
import { pwaOptions } from "../../scripts/prerender/pwa.ts";
import type { PublicEnv } from "../../src/lib/env-schema.ts";

/** What the service worker may keep (issue 35): the rules as the worker gets them, called as Workbox calls them. */
const env = { VITE_ADMIN_PATH: "/sikker-adgang-7f3k", VITE_PRODUCT_NAME: "Skjold" } as PublicEnv;
const workbox = pwaOptions(env).workbox!;

type Plugin = { cacheWillUpdate?: (param: { request: Request; response: Response }) => Promise<Response | null>; cacheKeyWillBeUsed?: (param: { request: Request }) => Promise<string> };
const pluginsOf = (rule: RuntimeCaching | undefined) => (rule?.options?.plugins ?? []) as Plugin[];
const pages = pluginsOf(workbox.runtimeCaching?.[0]);
const contentData = pluginsOf(workbox.runtimeCaching?.[1]);

async function kept(plugins: Plugin[], request: Request): Promise<boolean> {
  let response: Response | null = new Response("x");
  for (const plugin of plugins) if (response && plugin.cacheWillUpdate) response = await plugin.cacheWillUpdate({ request, response });
  return response !== null;
}

describe("the service worker's caches", () => {
  it("answers the app's own pages with the app shell, with or without a query", () => {
    const [allow] = workbox.navigateFallbackAllowlist ?? [];
    for (const path of ["/auth", "/auth?reset=true", "/customer-portal?success=true", "/admin/posts", "/sikker-adgang-7f3k", "/sikker-adgang-7f3k?x=1"]) {
      expect(allow?.test(path), path).toBe(true);
    }
    for (const path of ["/", "/blog", "/authority", "/administration", "/blog?auth=1"]) expect(allow?.test(path), path).toBe(false);
  });

  it("keys a page without its fragment and never keeps a URL with a token, code or auth error", async () => {
    const keyOf = pages.find((plugin) => plugin.cacheKeyWillBeUsed)!.cacheKeyWillBeUsed!;
    expect(await keyOf({ request: new Request("https://site.dk/#pricing") })).toBe("https://site.dk/");
    expect(await kept(pages, new Request("https://site.dk/blog"))).toBe(true);
    expect(await kept(pages, new Request("https://site.dk/#pricing"))).toBe(true);
    for (const url of [
      "https://site.dk/#access_token=a&refresh_token=b&type=magiclink",
      "https://site.dk/auth?reset=true#access_token=a&refresh_token=b&type=recovery",
      "https://site.dk/?code=abc",
      "https://site.dk/?token_hash=abc&type=recovery",
      "https://site.dk/#error=access_denied&error_description=x",
    ]) {
      expect(await kept(pages, new Request(url)), url).toBe(false);
    }
  });

  it("keeps only the public reads (anon key as bearer), never a read made with a user's token", async () => {
    const read = (authorization?: string) =>
      new Request("https://api.example/rest/v1/blog_posts?select=*", { headers: { apikey: "anon", ...(authorization ? { authorization } : {}) } });
    expect(await kept(contentData, read("Bearer anon"))).toBe(true);
    expect(await kept(contentData, read())).toBe(true);
    expect(await kept(contentData, read("Bearer eyJ.user.token"))).toBe(false);
  });
});
