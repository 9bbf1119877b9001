import { describe, expect, it } from "vitest";
import { installWindow, MemoryStorage } from "./support/fake-window.ts";
import { z } from "zod";
import { CONTACT_LIMIT_MESSAGES, CONTACT_LIMITS, CONTACT_REQUEST_MESSAGES } from "#shared/content/contact-form.ts";
import { contactContent } from "#shared/content/contact.ts";
import { createSiteIdentity } from "#shared/content/site.ts";
import { CONTACT_OUTBOX_KEY, enqueueContact, readOutbox, removeFromOutbox, subscribeOutbox, type OutboxEvent } from "../../src/features/contact/outbox.ts";
import { contactValidationMessages, createContactRequestSchema, createContactSchema } from "#shared/contact/schema.ts";

const errors = contactContent(createSiteIdentity()).errors;
const schema = createContactSchema(z, contactValidationMessages(errors));

function firstErrors(value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("contact schema (shared by the form and contact-submit)", () => {
  it("requires name and email (docs/product-rules.md#contact-form) with landing.ts's Danish messages, one per field", () => {
    expect(firstErrors({ name: "", email: "" })).toEqual({ name: errors.nameRequired, email: errors.emailRequired });
    expect(firstErrors({ name: "   ", email: "   " })).toEqual({ name: errors.nameRequired, email: errors.emailRequired });
    expect(firstErrors({})).toEqual({ name: errors.nameRequired, email: errors.emailRequired });
  });

  it("checks the email format only once one is typed", () => {
    for (const email of ["mette", "mette@", "@firma.dk", "mette firma@dk.dk"]) {
      expect(firstErrors({ name: "Mette", email }), email).toEqual({ email: errors.emailInvalid });
    }
  });

  it("trims, and leaves company and message optional", () => {
    expect(schema.parse({ name: "  Mette ", email: " mette@firma.dk " })).toEqual({ name: "Mette", email: "mette@firma.dk" });
    expect(schema.parse({ name: "Mette", email: "mette@firma.dk", company: "", message: "" })).toMatchObject({ company: "", message: "" });
  });

  it("enforces the shared length limits with their own messages", () => {
    // The longest address: 64 characters before the @ (RFC 5321, and the product's rule), labels of at most 63.
    const longest = `${"a".repeat(64)}@${"d".repeat(63)}.${"d".repeat(63)}.${"f".repeat(CONTACT_LIMITS.email - 64 - 1 - 128 - 3)}.dk`;
    const ok = { name: "N".repeat(CONTACT_LIMITS.name), email: longest, company: "C".repeat(CONTACT_LIMITS.company), message: "M".repeat(CONTACT_LIMITS.message) };
    expect(schema.safeParse(ok).success).toBe(true);
    expect(firstErrors({ ...ok, name: `${ok.name}N` })).toEqual({ name: CONTACT_LIMIT_MESSAGES.nameTooLong });
    expect(ok.email).toHaveLength(CONTACT_LIMITS.email);
    expect(firstErrors({ ...ok, email: ok.email.replace("@", "@f") })).toEqual({ email: CONTACT_LIMIT_MESSAGES.emailTooLong });
    expect(firstErrors({ ...ok, company: `${ok.company}C` })).toEqual({ company: CONTACT_LIMIT_MESSAGES.companyTooLong });
    expect(firstErrors({ ...ok, message: `${ok.message}M` })).toEqual({ message: CONTACT_LIMIT_MESSAGES.messageTooLong });
    expect(CONTACT_LIMIT_MESSAGES.messageTooLong).toContain("5.000");
  });

  it("the request adds a uuid clientId", () => {
    const request = createContactRequestSchema(z, contactValidationMessages(errors));
    expect(request.safeParse({ name: "M", email: "m@firma.dk", clientId: crypto.randomUUID() }).success).toBe(true);
    const bad = request.safeParse({ name: "M", email: "m@firma.dk", clientId: "1" });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.message)).toEqual([CONTACT_REQUEST_MESSAGES.invalidClientId]);
  });
});


describe("contact outbox", () => {
  const message = (name: string) => ({ clientId: crypto.randomUUID(), name, email: `${name.toLowerCase()}@firma.dk` });

  it("keeps queued messages in order in localStorage, once per clientId, and removes them one by one", () => {
    const storage = new MemoryStorage();
    installWindow({ localStorage: storage });
    const events: OutboxEvent[] = [];
    const unsubscribe = subscribeOutbox((event) => events.push(event));
    const first = message("Anna");
    const second = message("Bo");
    enqueueContact(first, new Date("2026-01-01T10:00:00Z"));
    enqueueContact(second, new Date("2026-01-01T10:01:00Z"));
    enqueueContact(first, new Date("2026-01-01T10:02:00Z"));
    unsubscribe();

    expect(readOutbox().map((item) => item.name)).toEqual(["Bo", "Anna"]);
    expect(JSON.parse(storage.getItem(CONTACT_OUTBOX_KEY) ?? "[]")).toHaveLength(2);
    expect(events).toEqual([
      { type: "queued", clientId: first.clientId },
      { type: "queued", clientId: second.clientId },
      { type: "queued", clientId: first.clientId },
    ]);

    removeFromOutbox(second.clientId);
    expect(readOutbox().map((item) => item.name)).toEqual(["Anna"]);
    removeFromOutbox(first.clientId);
    expect(storage.getItem(CONTACT_OUTBOX_KEY)).toBeNull();
  });

  it("ignores damaged storage and entries that are not messages", () => {
    const storage = new MemoryStorage();
    installWindow({ localStorage: storage });
    storage.setItem(CONTACT_OUTBOX_KEY, "{broken");
    expect(readOutbox()).toEqual([]);
    const good = { ...message("Anna"), queuedAt: "2026-01-01T10:00:00.000Z" };
    storage.setItem(CONTACT_OUTBOX_KEY, JSON.stringify([good, { name: 1 }, null, { ...good, clientId: 7 }]));
    expect(readOutbox()).toEqual([good]);
  });

  it("throws when nothing can be stored, so the form keeps what was typed", () => {
    expect(() => enqueueContact(message("Anna"))).toThrow();
  });
});
