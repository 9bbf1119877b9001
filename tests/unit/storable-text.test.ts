import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactContent } from "#shared/content/contact.ts";
import { createSiteIdentity } from "#shared/content/site.ts";
import { contactValidationMessages, createContactSchema } from "#shared/contact/schema.ts";
import { isStorableText, storableText, truncateCodePoints, UNSTORABLE_TEXT_MESSAGE } from "#shared/lib/text.ts";

const HIGH = "\uD83D";
const LOW = "\uDE00";

describe("text Postgres can store", () => {
  it.each([
    ["a NUL", "hej\u0000med dig"],
    ["a lone high surrogate", `hej ${HIGH}`],
    ["a lone high surrogate before another character", `${HIGH}a`],
    ["a lone low surrogate", `${LOW} hej`],
    ["two high surrogates", `${HIGH}${HIGH}${LOW}`],
  ])("refuses %s", (_label, text) => {
    expect(isStorableText(text)).toBe(false);
    expect(isStorableText(storableText(text))).toBe(true);
  });

  it("accepts emoji, Danish letters and other control characters", () => {
    expect(isStorableText("Hej 😀 æøå 👩‍👩‍👧 \t\n\u0001")).toBe(true);
  });
});

describe("cutting text by code points", () => {
  it("never splits an emoji", () => {
    const name = `${"a".repeat(199)}😀`;
    expect(name.slice(0, 200)).not.toBe(name); // a cut by UTF-16 units leaves half the emoji
    expect(isStorableText(name.slice(0, 200))).toBe(false);
    expect(truncateCodePoints(name, 200)).toBe(name);
    expect(truncateCodePoints(`${name}bbb`, 200)).toBe(name);
    expect(truncateCodePoints("😀😀😀", 2)).toBe("😀😀");
    expect(truncateCodePoints("abc", 5)).toBe("abc");
  });

  it("counts as Postgres's char_length does (code points)", () => {
    const text = "😀".repeat(300);
    expect([...truncateCodePoints(text, 200)]).toHaveLength(200);
  });
});

describe("the contact form's schema refuses what cannot be stored, with one Danish message", () => {
  const schema = createContactSchema(z, contactValidationMessages(contactContent(createSiteIdentity()).errors));
  const ok = { name: "Mette", email: "mette@firma.dk", company: "Firma ApS", message: "Hej" };

  it.each([
    ["name", `Mette\u0000`],
    ["company", `Firma ${HIGH}`],
    ["message", `Hej ${LOW}`],
    ["email", `mette\u0000@firma.dk`],
  ])("in %s", (field, value) => {
    const result = schema.safeParse({ ...ok, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[field, UNSTORABLE_TEXT_MESSAGE]]);
  });

  it("accepts emoji", () => {
    expect(schema.safeParse({ ...ok, message: "Tak 😀" }).success).toBe(true);
  });
});
