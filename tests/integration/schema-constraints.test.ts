// The database enforces the limits of docs/product-rules.md#form-validation itself, so a client that skips validation gets a 4xx
// (PostgREST maps check_violation 23514 to 400) instead of storing bad data. Also: the trigger-kept
// columns (_modified, author_id, chat updated_at).
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUser, serviceClient, sql, type TestUser } from "./support/clients.ts";

let admin: TestUser;
// Table-driven payloads of arbitrary shape: the untyped client (Database = any) accepts them, and the
// point of these tests is what the server does with values the typed client would also allow.
let adminDb: SupabaseClient;
let serviceDb: SupabaseClient;

beforeAll(async () => {
  admin = await newUser({ admin: true, fullName: "Admin Constraints" });
  adminDb = admin.client as unknown as SupabaseClient;
  serviceDb = serviceClient() as unknown as SupabaseClient;
});

afterAll(async () => {
  await sql("delete from public.blog_posts where slug like 'cons-%'");
  await sql("delete from public.testimonials where company_name like 'Constraint%'");
  await sql("delete from public.chat_conversations where session_id like 'cons-%'");
  await sql("delete from auth.users where id = $1", [admin.id]);
});

function validPost(): Record<string, unknown> {
  return {
    slug: `cons-${randomUUID()}`,
    title: "Gyldigt indlæg",
    excerpt: "Et gyldigt uddrag på mindst ti tegn.",
    category: "Test",
    content: "Gyldigt indhold på mindst ti tegn.",
    status: "draft",
  };
}

function validTestimonial(): Record<string, unknown> {
  return { company_name: "Constraint ApS", quote: "Et gyldigt citat på mindst ti tegn.", display_order: 1 };
}

const published = { status: "published", published_at: "2026-01-01T10:00:00Z" };

describe("check constraints reject bad values with 400 / 23514", () => {
  const postCases: [string, Record<string, unknown>][] = [
    ["unknown status", { status: "archived" }],
    ["published without published_at", { status: "published" }],
    ["draft with published_at", { published_at: "2026-01-01T10:00:00Z" }],
    ["blank title", { title: "   " }],
    ["title over 200 characters", { title: "x".repeat(201) }],
    ["slug with capitals", { slug: `Cons-${randomUUID()}` }],
    ["slug with spaces", { slug: "cons med mellemrum" }],
    ["slug over 250 characters", { slug: `cons-${"a".repeat(250)}` }],
    ["excerpt under 10 characters", { excerpt: "Kort" }],
    ["excerpt over 500 characters", { excerpt: "x".repeat(501) }],
    ["content under 10 characters", { content: "Kort" }],
    ["content over 50,000 characters", { content: "x".repeat(50_001) }],
    ["empty category", { category: "" }],
    ["category over 50 characters", { category: "x".repeat(51) }],
    ["author_name over 100 characters", { author_name: "x".repeat(101) }],
    ["javascript: featured image", { featured_image: "javascript:alert(1)" }],
    ["featured image over 500 characters", { featured_image: `https://example.dk/${"x".repeat(490)}.png` }],
    ["non-http linkedin_url", { linkedin_url: "ftp://linkedin.com/post" }],
    ["meta_description over 160 characters", { meta_description: "x".repeat(161) }],
    ["meta_keywords over 500 characters", { meta_keywords: Array.from({ length: 60 }, () => "sikkerhed") }],
    ["negative views_count", { views_count: -1 }],
  ];

  it.each(postCases)("blog_posts: %s", async (_name, patch) => {
    const { error, status } = await adminDb.from("blog_posts").insert({ ...validPost(), ...patch });
    expect(status).toBe(400);
    expect(error?.code).toBe("23514");
  });

  const testimonialCases: [string, Record<string, unknown>][] = [
    ["company_name under 2 characters", { company_name: "A" }],
    ["company_name over 100 characters", { company_name: "x".repeat(101) }],
    ["quote under 10 characters", { quote: "Kort" }],
    ["quote over 300 characters", { quote: "x".repeat(301) }],
    ["industry over 50 characters", { industry: "x".repeat(51) }],
    ["data: logo_url", { logo_url: "data:image/svg+xml;base64,PHN2Zz4=" }],
    ["display_order below 0", { display_order: -1 }],
    ["display_order of 10,000", { display_order: 10_000 }],
  ];

  it.each(testimonialCases)("testimonials: %s", async (_name, patch) => {
    const { error, status } = await adminDb.from("testimonials").insert({ ...validTestimonial(), ...patch });
    expect(status).toBe(400);
    expect(error?.code).toBe("23514");
  });

  it("chat tables: bad status, role, session id and message length", async () => {
    const bad = [
      await serviceDb.from("chat_conversations").insert({ session_id: "cons-x", status: "escalated" }),
      await serviceDb.from("chat_conversations").insert({ session_id: "" }),
      await serviceDb.from("chat_conversations").insert({ session_id: `cons-${"x".repeat(100)}` }),
    ];
    const { data: conversation } = await serviceDb
      .from("chat_conversations")
      .insert({ session_id: `cons-${randomUUID()}` })
      .select("id")
      .single();
    const conversationId = String(conversation?.id);
    bad.push(
      await serviceDb.from("chat_messages").insert({ conversation_id: conversationId, role: "admin", content: "Hej" }),
      await serviceDb.from("chat_messages").insert({ conversation_id: conversationId, role: "user", content: "" }),
      await serviceDb
        .from("chat_messages")
        .insert({ conversation_id: conversationId, role: "user", content: "x".repeat(10_001) }),
      await serviceDb.from("chat_escalations").insert({ conversation_id: conversationId, reason: "", user_message: "Hej" }),
    );
    for (const result of bad) {
      expect(result.status).toBe(400);
      expect(result.error?.code).toBe("23514");
    }
    // An assistant reply may be longer than a user message.
    const long = await serviceDb
      .from("chat_messages")
      .insert({ conversation_id: conversationId, role: "assistant", content: "x".repeat(20_000) });
    expect(long.error).toBeNull();
  });
});

describe("other integrity errors are 4xx too", () => {
  it("a duplicate slug is a 409 conflict", async () => {
    const post = validPost();
    expect((await adminDb.from("blog_posts").insert(post)).error).toBeNull();
    const duplicate = await adminDb.from("blog_posts").insert({ ...validPost(), slug: post.slug });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe("23505");
  });

  it("a message for an unknown conversation is a 409 conflict", async () => {
    const result = await serviceDb
      .from("chat_messages")
      .insert({ conversation_id: randomUUID(), role: "user", content: "Hej" });
    expect(result.status).toBe(409);
    expect(result.error?.code).toBe("23503");
  });

  it("a wrong type is a 400", async () => {
    const result = await adminDb.from("testimonials").insert({ ...validTestimonial(), display_order: "først" });
    expect(result.status).toBe(400);
    expect(result.error?.code).toBe("22P02");
  });

  it("a missing required field is a 400", async () => {
    const { title: _omitted, ...withoutTitle } = validPost();
    const result = await adminDb.from("blog_posts").insert(withoutTitle);
    expect(result.status).toBe(400);
    expect(result.error?.code).toBe("23502");
  });
});

describe("limits are inclusive", () => {
  it("accepts values exactly at every limit", async () => {
    const post = await adminDb.from("blog_posts").insert({
      ...validPost(),
      ...published,
      title: "x".repeat(200),
      excerpt: "x".repeat(500),
      category: "x".repeat(50),
      author_name: "x".repeat(100),
      meta_description: "x".repeat(160),
      featured_image: "/images/blog/phishing-mail.jpg",
      linkedin_url: "https://www.linkedin.com/company/nordvagt-it-sikkerhed/posts/",
      meta_keywords: ["phishing", "MFA", "backup"],
    });
    expect(post.error).toBeNull();
    const low = await adminDb.from("testimonials").insert({ ...validTestimonial(), display_order: 0, quote: "x".repeat(10) });
    const high = await adminDb
      .from("testimonials")
      .insert({ ...validTestimonial(), display_order: 9999, quote: "x".repeat(300), company_name: "Constraint".padEnd(100, "x") });
    expect(low.error).toBeNull();
    expect(high.error).toBeNull();
  });
});

describe("trigger-kept columns", () => {
  it("_modified is the server's clock on insert and moves forward on every update", async () => {
    const { data: inserted, error } = await adminDb
      .from("blog_posts")
      .insert({ ...validPost(), _modified: "2000-01-01T00:00:00Z" })
      .select("id, _modified")
      .single();
    expect(error).toBeNull();
    const first = new Date(String(inserted?._modified)).getTime();
    expect(Date.now() - first).toBeLessThan(60_000);

    const { data: updated } = await adminDb
      .from("blog_posts")
      .update({ title: "Opdateret", _modified: "2000-01-01T00:00:00Z" })
      .eq("id", String(inserted?.id))
      .select("_modified")
      .single();
    expect(new Date(String(updated?._modified)).getTime()).toBeGreaterThan(first);
  });

  it("testimonials keep _modified the same way", async () => {
    const { data: inserted } = await adminDb.from("testimonials").insert(validTestimonial()).select("id, _modified").single();
    const { data: updated } = await adminDb
      .from("testimonials")
      .update({ is_active: false })
      .eq("id", String(inserted?.id))
      .select("_modified")
      .single();
    expect(new Date(String(updated?._modified)).getTime()).toBeGreaterThan(new Date(String(inserted?._modified)).getTime());
  });

  it("a soft delete is an update: the row stays, _deleted is set, _modified moves", async () => {
    const { data: inserted } = await adminDb
      .from("blog_posts")
      .insert({ ...validPost(), ...published })
      .select("id, _modified")
      .single();
    const { data: deleted, error } = await adminDb
      .from("blog_posts")
      .update({ _deleted: true })
      .eq("id", String(inserted?.id))
      .select("_deleted, _modified")
      .single();
    expect(error).toBeNull();
    expect(deleted?._deleted).toBe(true);
    expect(new Date(String(deleted?._modified)).getTime()).toBeGreaterThan(new Date(String(inserted?._modified)).getTime());
  });

  it("author_id defaults to the admin who creates the post", async () => {
    const { data } = await adminDb.from("blog_posts").insert(validPost()).select("author_id").single();
    expect(data?.author_id).toBe(admin.id);
  });

  it("a conversation's updated_at follows its newest message", async () => {
    const { data: conversation } = await serviceDb
      .from("chat_conversations")
      .insert({ session_id: `cons-${randomUUID()}` })
      .select("id, updated_at")
      .single();
    await serviceDb.from("chat_messages").insert({ conversation_id: String(conversation?.id), role: "user", content: "Hej" });
    const [row] = await sql<{ updated_at: Date }>("select updated_at from public.chat_conversations where id = $1", [
      conversation?.id,
    ]);
    expect(row?.updated_at.getTime()).toBeGreaterThan(new Date(String(conversation?.updated_at)).getTime());
  });
});
