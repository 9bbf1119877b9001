import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { sectionIdOf } from "../../src/components/layout/content-link.tsx";
import { ABOUT_TILES, whyContent } from "../../src/content/landing.ts";
import { DEFAULT_SITE_IDENTITY } from "#shared/content/site.ts";
import { authStorageKey, hasAuthRedirect, hasStoredSession } from "../../src/features/auth/auth-storage.ts";
import { MARKETING_ICONS } from "../../src/features/marketing/marketing-icons.ts";

describe("auth storage key", () => {
  it.each(["http://127.0.0.1:54321", "https://abcdefgh.supabase.co", "http://localhost:43123"])(
    "is the key supabase-js itself uses for %s",
    (url) => {
      const client = createClient(url, "anon-key", { auth: { persistSession: false, autoRefreshToken: false } });
      // storageKey is protected in the typings; reading it is the point of this test.
      expect(authStorageKey(url)).toBe((client as unknown as { storageKey: string }).storageKey);
    },
  );

  it("tells a stored session apart, and survives storage that throws", () => {
    const key = authStorageKey("http://127.0.0.1:54321");
    expect(hasStoredSession({ getItem: (name) => (name === key ? "{}" : null) }, key)).toBe(true);
    expect(hasStoredSession({ getItem: () => null }, key)).toBe(false);
    expect(hasStoredSession(undefined, key)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(hasStoredSession(blocked, key)).toBe(false);
  });

  it("spots what an e-mail link or OAuth redirect brings back", () => {
    expect(hasAuthRedirect({ hash: "#access_token=abc&refresh_token=def&type=recovery", search: "" })).toBe(true);
    expect(hasAuthRedirect({ hash: "", search: "?code=0b7c" })).toBe(true);
    expect(hasAuthRedirect({ hash: "#error_description=Email+link+is+invalid", search: "" })).toBe(true);
    expect(hasAuthRedirect({ hash: "#pricing", search: "?plan=core" })).toBe(false);
    expect(hasAuthRedirect({ hash: "", search: "" })).toBe(false);
  });
});

describe("landing page icons", () => {
  it("covers every icon the landing content names", () => {
    const used = [...ABOUT_TILES.map((tile) => tile.icon), ...whyContent(DEFAULT_SITE_IDENTITY).benefits.map((b) => b.icon)];
    for (const name of used) expect(MARKETING_ICONS, name).toHaveProperty(name);
  });
});

describe("content links", () => {
  it("treats only plain #ids as home sections", () => {
    expect(sectionIdOf("#about")).toBe("about");
    expect(sectionIdOf("#services")).toBe("services");
    expect(sectionIdOf("/faq")).toBeNull();
    expect(sectionIdOf("#")).toBeNull();
    expect(sectionIdOf("/#about")).toBeNull();
  });
});
