import { describe, expect, it } from "vitest";
import { parseEnv } from "../../src/lib/env-schema.ts";

const valid = {
  VITE_SUPABASE_URL: "http://127.0.0.1:54321/",
  VITE_SUPABASE_ANON_KEY: "anon-key",
  VITE_SITE_URL: "https://sikkerhed.example.dk/",
  VITE_ADMIN_PATH: "/sikker-adgang-7f3k",
  VITE_PRODUCT_NAME: " Skjold ",
  VITE_RESELLER_NAME: "Nordvagt IT-Sikkerhed ApS",
};

describe("parseEnv", () => {
  it("normalises URLs (no trailing slash) and trims names", () => {
    expect(parseEnv(valid)).toEqual({
      ...valid,
      VITE_SUPABASE_URL: "http://127.0.0.1:54321",
      VITE_SITE_URL: "https://sikkerhed.example.dk",
      VITE_PRODUCT_NAME: "Skjold",
    });
  });

  it("ignores unrelated variables", () => {
    expect(parseEnv({ ...valid, DEMO_ADMIN_PASSWORD: "secret" })).not.toHaveProperty("DEMO_ADMIN_PASSWORD");
  });

  it("lists every problem in one error", () => {
    const attempt = () =>
      parseEnv({ ...valid, VITE_SUPABASE_URL: "ftp://example", VITE_ADMIN_PATH: "admin", VITE_PRODUCT_NAME: "  " });
    expect(attempt).toThrow(/VITE_SUPABASE_URL/);
    expect(attempt).toThrow(/VITE_ADMIN_PATH/);
    expect(attempt).toThrow(/VITE_PRODUCT_NAME/);
  });

  it("requires every variable", () => {
    expect(() => parseEnv({})).toThrow(/VITE_SUPABASE_ANON_KEY/);
  });
});
