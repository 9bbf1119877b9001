import { describe, expect, it } from "vitest";
import { parseKeywords, postFormSchema } from "../../src/features/admin/posts/post-schema.ts";
import { EMPTY_POST_FORM, formToPost } from "../../src/features/admin/posts/post-values.ts";
import { testimonialFormSchema } from "../../src/features/admin/testimonials/testimonial-schema.ts";

const base = { id: "00000000-0000-4000-8000-000000000001", created_at: "2026-01-01T00:00:00.000Z", views_count: 3, modified: null };
const now = new Date("2026-11-23T12:00:00.000Z");

describe("post form values", () => {
  it("splits keywords on commas, trims them and drops empty items", () => {
    expect(parseKeywords(" phishing, ,  NIS2 ,")).toEqual(["phishing", "NIS2"]);
    expect(parseKeywords("")).toEqual([]);
  });

  it("generates the slug from the title when empty, and counts reading time at 200 words a minute, rounded up", () => {
    const post = formToPost({ ...EMPTY_POST_FORM, title: "  Hvad er NIS2? En guide!  ", content: "ord ".repeat(201) }, base, now);
    expect(post.slug).toBe("hvad-er-nis2-en-guide");
    expect(post.title).toBe("Hvad er NIS2? En guide!");
    expect(post.reading_time_minutes).toBe(2);
  });

  it("stamps published_at with the save time when published and clears it as draft", () => {
    expect(formToPost({ ...EMPTY_POST_FORM, title: "T", status: "published" }, base, now).published_at).toBe(now.toISOString());
    expect(formToPost({ ...EMPTY_POST_FORM, title: "T", status: "draft" }, base, now).published_at).toBeNull();
  });

  it("reports each rule with its message", () => {
    const messages = (values: Partial<typeof EMPTY_POST_FORM>) =>
      postFormSchema.safeParse({ ...EMPTY_POST_FORM, ...values }).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ title: "   " })).toContain("Title is required");
    expect(messages({ slug: "Store Bogstaver" })).toContain("Slug can only contain lowercase letters, numbers, and hyphens");
    expect(messages({ slug: "a".repeat(251) })).toContain("Slug must be less than 250 characters");
    expect(messages({ featured_image: "javascript:alert(1)" })).toContain("Must be a valid URL");
    expect(messages({ linkedin_url: "https://www.linkedin.com/posts/x" })).not.toContain("Must be a valid URL");
  });
});

describe("testimonial form", () => {
  const valid = { company_name: "Firma ApS", quote: "Et citat der er langt nok.", industry: "", logo_url: "", is_active: true };
  it("turns non-numeric display order into 0 and checks the range", () => {
    expect(testimonialFormSchema.parse({ ...valid, display_order: "abc" }).display_order).toBe(0);
    expect(testimonialFormSchema.safeParse({ ...valid, display_order: "10000" }).error?.issues[0]?.message).toBe(
      "Display order must be less than 10,000",
    );
    expect(testimonialFormSchema.safeParse({ ...valid, display_order: -1 }).error?.issues[0]?.message).toBe("Display order must be 0 or greater");
  });
});
