// @vitest-environment happy-dom
// The inbox's lead detail builds its links from what the visitor gave (issue 35 item 3): the address link was
// `mailto:${email}`, so "kontakt%40firma.dk?bcc=spy%40evil.example&body=…@example.com" opened the admin's mail
// program with a hidden Bcc and a prepared body.
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { LeadDetail } from "../../src/features/admin/leads/lead-detail.tsx";
import type { Lead } from "../../src/features/admin/leads/leads-api.ts";

const HOSTILE = "kontakt%40firma.dk?bcc=spy%40evil.example&body=x@example.com";

const lead: Lead = {
  id: "00000000-0000-4000-8000-000000000035",
  source: "contact",
  name: "Eve",
  company: null,
  email: HOSTILE,
  phone: "+45 22 33 44 55?body=hej&cc=x",
  message: "Hej",
  conversation_id: null,
  status: "new",
  note: null,
  created_at: "2026-11-28T03:00:00.000Z",
  urgent: false,
};

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
}

describe("the lead detail's links", () => {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <LeadDetail id="lead" lead={lead} busy={false} onStatus={() => undefined} onNote={() => undefined} onDelete={() => undefined} />
    </QueryClientProvider>,
  );
  const links = hrefs(html);

  it("every mailto: has the address encoded: no query of the visitor's own, no second recipient", () => {
    const mailtos = links.filter((href) => href.startsWith("mailto:"));
    expect(mailtos).toHaveLength(2);
    for (const href of mailtos) {
      const [address, query] = href.slice("mailto:".length).split("?");
      expect(address).toBe("kontakt%2540firma.dk%3Fbcc%3Dspy%2540evil.example%26body%3Dx@example.com");
      const params = new URLSearchParams(query ?? "");
      expect(params.get("bcc")).toBeNull();
      expect(params.get("cc")).toBeNull();
      expect([...params.keys()].every((key) => key === "subject" || key === "body")).toBe(true);
    }
  });

  it("every tel: has digits and + only", () => {
    const tels = links.filter((href) => href.startsWith("tel:"));
    expect(tels.length).toBeGreaterThan(0);
    for (const href of tels) expect(href).toBe("tel:+4522334455");
  });

  it("the address is shown as the visitor gave it, as text", () => {
    expect(html).toContain(">kontakt%40firma.dk?bcc=spy%40evil.example&amp;body=x@example.com<");
  });
});
