import { existsSync, readdirSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { coverSrcSet, variantPath } from "../../src/features/blog/image-sources.ts";

const folder = new URL("../../public/images/blog/", import.meta.url);

describe("blog cover sources", () => {
  it("offers the smaller WebP for a shipped cover, and nothing extra for an uploaded one", () => {
    expect(coverSrcSet("/images/blog/nis2-tjekliste.jpg")).toBe(
      "/images/blog/nis2-tjekliste-800.webp 800w, /images/blog/nis2-tjekliste.jpg 1200w",
    );
    expect(coverSrcSet("https://x.supabase.co/storage/v1/object/public/blog-images/a.jpg")).toBeUndefined();
    expect(variantPath("/images/blog/../secret.jpg")).toBeUndefined();
  });

  it("every shipped cover has its WebP, and it is smaller (scripts/generate-blog-images.ts)", () => {
    const covers = readdirSync(folder).filter((name) => name.endsWith(".jpg"));
    expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers) {
      const variant = variantPath(`/images/blog/${cover}`)!.replace("/images/blog/", "");
      expect(existsSync(new URL(variant, folder)), variant).toBe(true);
      expect(statSync(new URL(variant, folder)).size).toBeLessThan(statSync(new URL(cover, folder)).size);
    }
  });
});
