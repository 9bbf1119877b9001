import { describe, expect, it } from "vitest";
import { blogPostCardSchema, blogPostSchema } from "../../src/features/blog/schemas.ts";
import { blogText, danishCardText, englishCardText } from "../../src/features/blog/strings.ts";

// A row as PostgREST returns it, including columns the public blog does not use.
const row = {
  id: "b1000000-0000-4000-8000-000000000001",
  slug: "saadan-genkender-du-phishing-mails",
  title: "Sådan genkender du phishing-mails",
  excerpt: "Fem tegn på, at en mail ikke er, hvad den giver sig ud for.",
  category: "Phishing",
  content: "## Tjek afsenderen\n\nSe på domænet.",
  featured_image: "/images/blog/phishing-mail.jpg",
  author_name: "Mette Kjær",
  author_id: "a0000000-0000-4000-8000-000000000001",
  published_at: "2025-01-14T09:00:00+00:00",
  created_at: "2025-01-10T09:00:00+00:00",
  reading_time_minutes: 3,
  views_count: 1843,
  linkedin_url: null,
  meta_description: null,
  meta_keywords: ["phishing"],
  status: "published",
  _modified: "2025-01-14T09:00:00+00:00",
  _deleted: false,
};

describe("blog schemas", () => {
  it("accept a published row and drop the columns the page does not use", () => {
    const post = blogPostSchema.parse(row);
    expect(post.title).toBe(row.title);
    expect(post).not.toHaveProperty("author_id");
    expect(post).not.toHaveProperty("_deleted");
  });

  it("accept a card without date, author or image", () => {
    const card = blogPostCardSchema.parse({ ...row, published_at: null, author_name: null, featured_image: null });
    expect(card.published_at).toBeNull();
  });

  it("reject drafts and malformed rows, so schema drift fails loudly", () => {
    expect(() => blogPostSchema.parse({ ...row, status: "draft" })).toThrow();
    expect(() => blogPostSchema.parse({ ...row, views_count: "12" })).toThrow();
    expect(() => blogPostCardSchema.parse({ ...row, id: "not-a-uuid" })).toThrow();
  });
});

describe("blog texts", () => {
  it("label cards in English on /blog and in Danish in the landing-page teaser", () => {
    expect(englishCardText.readingTime(3)).toBe("3 min read");
    expect(englishCardText.comingSoon).toBe("Coming Soon");
    expect(englishCardText.formatDate("2025-01-05T10:00:00Z")).toBe("Jan 5, 2025");
    expect(danishCardText.readingTime(3)).toBe("3 min læsning");
    expect(danishCardText.comingSoon).toBe("Kommer snart");
  });

  it("count views in singular and plural", () => {
    expect(blogText.views(1, "1")).toBe("1 view");
    expect(blogText.views(1843, "1,843")).toBe("1,843 views");
  });
});
