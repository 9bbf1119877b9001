// The product's one rule for an e-mail address (issue 35 item 3), and the links built from visitor data.
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { isStrictEmail, mailtoHref } from "#shared/lib/email.ts";
import { telHref } from "#shared/content/site.ts";
import { contactValidationMessages, createContactSchema } from "#shared/contact/schema.ts";
import { findContact } from "../../supabase/functions/chat-support/assistant/contact.ts";
import { signUpSchema } from "../../src/features/auth/schemas.ts";

/** The attacks of the fourth round: a query in the local part, and a look-alike URL registered as an address. */
const HOSTILE_ADDRESSES = [
  "kontakt%40firma.dk?bcc=spy%40evil.example&body=x@example.com",
  "www.nordvagt-support.dk/login?next=x@example.com",
  "a&b@example.dk",
  "a/b@example.dk",
  "a b@example.dk",
  "a#b@example.dk",
  'a"b@example.dk',
  "a<b>@example.dk",
  "a@localhost",
  "a@example",
  "a@-example.dk",
  ".a@example.dk",
  "a.@example.dk",
  "a..b@example.dk",
  "a@b@example.dk",
  "a@example.dk?cc=x@y.dk",
  `${"x".repeat(65)}@example.dk`,
  `x@${"d".repeat(250)}.dk`,
  "",
];

const GOOD_ADDRESSES = ["kontakt@firma.dk", "Mette.Holm+salg@holm-byg.dk", "o'brien@example.co.uk", "a_b-c@sub.example.dk", "x@a.io"];

describe("isStrictEmail", () => {
  it.each(HOSTILE_ADDRESSES)("refuses %j", (address) => {
    expect(isStrictEmail(address)).toBe(false);
  });
  it.each(GOOD_ADDRESSES)("takes %j", (address) => {
    expect(isStrictEmail(address)).toBe(true);
  });
});

describe("the forms and the chat use it", () => {
  const contact = createContactSchema(z, contactValidationMessages({ nameRequired: "navn", emailRequired: "mangler", emailInvalid: "ugyldig" }));
  it.each(HOSTILE_ADDRESSES.filter(Boolean))("the contact form refuses %j with its one message", (email) => {
    const result = contact.safeParse({ name: "Eve", email });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([expect.stringMatching(/^(ugyldig|E-mailadressen må højst)/)]);
  });
  it("the contact form takes a real address", () => {
    expect(contact.safeParse({ name: "Mette", email: "Mette.Holm+salg@holm-byg.dk" }).success).toBe(true);
  });
  it("sign-up refuses the hostile address", () => {
    expect(signUpSchema.safeParse({ fullName: "Eve", email: HOSTILE_ADDRESSES[0], password: "hemmeligt" }).success).toBe(false);
    expect(signUpSchema.safeParse({ fullName: "Eve", email: "eve@example.dk", password: "hemmeligt" }).success).toBe(true);
  });
  it("the chat's hand-off reads no address out of a hostile one, and a real one as it is", () => {
    expect(findContact("Skriv til kontakt%40firma.dk@evil.example").email).toBeNull();
    expect(findContact("Mette Holm, mette.holm@holm-byg.dk").email).toBe("mette.holm@holm-byg.dk");
    for (const address of HOSTILE_ADDRESSES.filter(Boolean)) {
      const found = findContact(`Skriv til ${address} tak`).email;
      // Whatever is read is an address of its own, never one that carries a query or a path.
      if (found !== null) expect(isStrictEmail(found)).toBe(true);
    }
  });
});

describe("links built from visitor data", () => {
  it("mailto: encodes the address, so no query, second recipient or header gets in", () => {
    const href = mailtoHref(HOSTILE_ADDRESSES[0]!);
    expect(href).toBe("mailto:kontakt%2540firma.dk%3Fbcc%3Dspy%2540evil.example%26body%3Dx@example.com");
    expect(href).not.toMatch(/[?&]/);
    expect(mailtoHref("mette@holm-byg.dk", { subject: "Sv: Hej & tak", body: "a\nb" })).toBe("mailto:mette@holm-byg.dk?subject=Sv%3A%20Hej%20%26%20tak&body=a%0Ab");
  });
  it("tel: keeps digits and + only", () => {
    expect(telHref("+45 22 33 44 55?body=hej&cc=x")).toBe("tel:+4522334455");
  });
});
