import { describe, expect, it } from "vitest";
import { isRedirectAllowed } from "../../supabase/local/auth/redirect.ts";
import { loadAuthConfig } from "../../supabase/local/auth/config.ts";
import { hashPassword, verifyPassword } from "../../supabase/local/auth/password.ts";
import { Bucket } from "../../supabase/local/auth/rate-limit.ts";
import { parseDuration, parseSize, readSupabaseConfig } from "../../supabase/local/config-toml.ts";
import type { ServiceContext } from "../../supabase/local/context.ts";

// The pure parts of the local auth server's configuration: GoTrue's redirect matching, config.toml as the
// CLI reads it, and the token buckets behind [auth.rate_limit].

function configWith(siteUrl: string, allowList: string[]) {
  const ctx = { apiUrl: "http://127.0.0.1:54321", jwtSecret: "x".repeat(32), siteUrl, redirectAllowList: allowList } as ServiceContext;
  return loadAuthConfig(ctx, {}, {});
}

describe("isRedirectAllowed (GoTrue's matching on parsed URLs)", () => {
  const config = configWith("http://localhost:5173", [
    "http://127.0.0.1:5173",
    "https://app.example.dk/auth/**",
    "https://*.preview.example.dk/*",
    "skjold://callback",
  ]);
  const allowed = (url: string) => isRedirectAllowed(config, url);

  it("allows any page on the site URL's host", () => {
    expect(allowed("http://localhost:5173/auth?reset=true")).toBe(true);
    expect(allowed("http://localhost:4173/")).toBe(true);
  });

  it("refuses user info, whatever host it names", () => {
    expect(allowed("http://localhost:5173@evil.example/steal")).toBe(false);
    expect(allowed("http://localhost@evil.example/")).toBe(false);
    expect(allowed("https://evil.example@app.example.dk/auth/x")).toBe(false);
  });

  it("matches allow-list entries on exact scheme, host and port, and globs on the path", () => {
    expect(allowed("http://127.0.0.1:5173")).toBe(true);
    expect(allowed("http://127.0.0.1:5173/")).toBe(true);
    expect(allowed("http://127.0.0.1:5173/konto")).toBe(false);
    expect(allowed("http://127.0.0.1:5174/")).toBe(false);
    expect(allowed("https://app.example.dk/auth/callback/deep")).toBe(true);
    expect(allowed("http://app.example.dk/auth/callback")).toBe(false);
    expect(allowed("https://app.example.dk:8443/auth/callback")).toBe(false);
    expect(allowed("https://app.example.dk/other")).toBe(false);
    expect(allowed("https://pr-12.preview.example.dk/x")).toBe(true);
    expect(allowed("https://a.b.preview.example.dk/x")).toBe(false);
    expect(allowed("https://pr-12.preview.example.dk/x/y")).toBe(false);
    expect(allowed("skjold://callback")).toBe(true);
    expect(allowed("https://localhost.evil.example/")).toBe(false);
  });
});

describe("config.toml as the CLI reads it", () => {
  it("reads the project's file", () => {
    const config = readSupabaseConfig();
    expect(config.auth).toMatchObject({
      siteUrl: "http://localhost:5173",
      enableSignup: true,
      enableConfirmations: false,
      doubleConfirmChanges: true,
      minimumPasswordLength: 6,
      emailMaxFrequency: 1,
      rateLimit: { emailSent: 2, signInSignUps: 30, tokenVerifications: 30, tokenRefresh: 150 },
    });
    expect(config.api.schemas).toEqual(["public", "graphql_public"]);
    expect(config.storage.fileSizeLimit).toBe(5 * 1024 * 1024);
  });

  it("reads sizes and durations as the CLI writes them", () => {
    expect(parseSize("5MiB")).toBe(5_242_880);
    expect(parseSize("20mb")).toBe(20_000_000);
    expect(parseDuration("1m30s")).toBe(90);
    expect(() => parseSize("lots")).toThrow();
  });
});

describe("Bucket", () => {
  it("allows a burst of its capacity, then refills evenly over its window", () => {
    const bucket = new Bucket(3, 30_000);
    expect([0, 0, 0, 0].map(() => bucket.take("ip", 0))).toEqual([true, true, true, false]);
    expect(bucket.take("ip", 9_999)).toBe(false);
    expect(bucket.take("ip", 10_000)).toBe(true);
    expect(bucket.take("other", 10_000)).toBe(true);
  });
});

describe("password hashes", () => {
  it("are GoTrue's: bcrypt at cost 10 with the $2a$ prefix, unless a (test) stack sets a lower cost", async () => {
    const config = configWith("http://localhost:5173", []);
    const hash = await hashPassword(config, "hemmelig1");
    expect(hash).toMatch(/^\$2a\$10\$/);
    expect(await verifyPassword("hemmelig1", hash)).toBe(true);
    const cheap = await hashPassword({ ...config, passwordHashCost: 4 }, "hemmelig1");
    expect(cheap).toMatch(/^\$2a\$04\$/);
    // A hash is checked at the cost it carries, whatever the stack now hashes with.
    expect(await verifyPassword("hemmelig1", cheap)).toBe(true);
    expect(await verifyPassword("hemmelig2", hash)).toBe(false);
  });
});
