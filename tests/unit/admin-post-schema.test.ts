import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { postFormSchema, type PostFormValues } from "../../src/features/admin/posts/post-schema.ts";

const valid: PostFormValues = {
  title: "Sådan genkender du phishing-mails",
  slug: "saadan-genkender-du-phishing-mails",
  excerpt: "Fem tegn på, at en mail ikke er, hvad den giver sig ud for.",
  content: "## Tjek afsenderen\n\nSe på domænet.",
  category: "Phishing",
  author_name: "Mette Kjær",
  featured_image: "",
  linkedin_url: "",
  meta_description: "",
  meta_keywords: "",
  status: "published",
};

const imageError = (featured_image: string) =>
  postFormSchema.safeParse({ ...valid, featured_image }).error?.issues.find((issue) => issue.path[0] === "featured_image")?.message;

// blog_posts_featured_image_check: char_length <= 500 and ~* '^(https?://|/[^/])'.
const databaseAccepts = (value: string) => [...value].length <= 500 && /^(https?:\/\/|\/[^/])/i.test(value);

describe("the post form's featured image", () => {
  it("accepts every seeded post's image (site paths), which the database holds", () => {
    const seeded = [...readFileSync("supabase/seed.sql", "utf8").matchAll(/'(\/images\/blog\/[^']+)'/g)].map((match) => match[1]!);
    expect(seeded.length).toBeGreaterThan(3);
    for (const path of seeded) expect(imageError(path), path).toBeUndefined();
  });

  it.each([
    "",
    "/images/blog/phishing-mail.jpg",
    "/billeder/forside.webp?v=2",
    "https://abc.supabase.co/storage/v1/object/public/blog-images/1732-x.png",
    "https://cdn.example.dk/a%20b.jpg",
    "http://localhost:54321/storage/v1/object/public/blog-images/x.png",
  ])("accepts %j", (value) => {
    expect(imageError(value)).toBeUndefined();
    if (value !== "") expect(databaseAccepts(value)).toBe(true);
  });

  it.each([
    "images/blog/x.jpg",
    "//evil.example/x.jpg",
    "/\\evil.example/x.jpg",
    "/images/my cover.jpg",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "ftp://example.dk/x.jpg",
    `/images/${"a".repeat(500)}.jpg`,
  ])("refuses %j with a message", (value) => {
    expect(imageError(value)).toMatch(/./);
  });

  it("still asks for a real URL for the LinkedIn link", () => {
    expect(postFormSchema.safeParse({ ...valid, linkedin_url: "/in/mette" }).success).toBe(false);
  });
});
