// @vitest-environment happy-dom
// Text that came from a visitor is shown as text (issue 35 item 4): a look-alike host registered as an address and
// echoed in the assistant's hand-off reply became a link in the widget and in the admin's transcripts.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatMessage } from "../../src/features/chat/components/chat-message.tsx";
import { ConversationTranscript } from "../../src/features/admin/chat/conversation-transcript.tsx";
import type { ConversationDetail } from "../../src/features/admin/chat/chat-history-api.ts";

const LOOK_ALIKE = "www.nordvagt-support.dk/login?next=konto@example.com";
/** The hand-off reply for a signed-in user registered under the look-alike (as chat-support composed it before). */
const REPLY = `Jeg har bedt en medarbejder om at kontakte dig. Du hører fra os på **${LOOK_ALIKE}** inden for én arbejdsdag. Se også https://www.nordvagt-support.dk/login og <http://evil.example/x>. Er det akut, så ring på [70 20 30 40](tel:+4570203040). Læs [FAQ](/faq) eller [priserne](/#pricing), eller skriv til kontakt@nordvagt.dk.`;
const VISITOR = `Min konto er ${LOOK_ALIKE}, se https://www.nordvagt-support.dk/login`;

function anchors(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((match) => match[1]!);
}

function expectOnlyOwnLinks(html: string) {
  const hrefs = anchors(html);
  expect(hrefs.filter((href) => /nordvagt-support|evil\.example|example\.com/.test(href))).toEqual([]);
  // The assistant's own links still work.
  expect(hrefs).toContain("tel:+4570203040");
  expect(hrefs).toContain("/faq");
  expect(hrefs).toContain("/#pricing");
  expect(hrefs).toContain("mailto:kontakt@nordvagt.dk");
  // The text is all there, as text.
  expect(html).toContain("www.nordvagt-support.dk/login?next=konto@example.com");
}

describe("the chat widget", () => {
  it("renders no link for a look-alike in a reply, and keeps the reply's own links", () => {
    const html = renderToStaticMarkup(<ul><ChatMessage turn={{ role: "assistant", content: REPLY }} label="Assistent" /></ul>);
    expectOnlyOwnLinks(html);
  });
  it("shows the visitor's own message as plain text", () => {
    const html = renderToStaticMarkup(<ul><ChatMessage turn={{ role: "user", content: VISITOR }} label="Dig" /></ul>);
    expect(anchors(html)).toEqual([]);
    expect(html).toContain("www.nordvagt-support.dk/login");
  });
  it("a link the reply wrote to another host shows only its text", () => {
    const html = renderToStaticMarkup(<ul><ChatMessage turn={{ role: "assistant", content: "[Log ind her](http://www.nordvagt-support.dk/login) og [//evil](//evil.example)" }} label="Assistent" /></ul>);
    expect(anchors(html)).toEqual([]);
    expect(html).toContain("Log ind her");
  });
});

describe("the admin's transcripts (chat history and the inbox's detail)", () => {
  it("render no link for a look-alike in a reply, a visitor message or an escalation", () => {
    const detail = {
      escalations: [{ id: "e1", reason: "Den besøgende bad om at blive kontaktet af en medarbejder.", user_message: VISITOR, resolved: false, lead_status: "new", urgent: false }],
      messages: [
        { id: "m1", role: "user", content: VISITOR, created_at: "2026-11-28T03:00:00Z" },
        { id: "m2", role: "assistant", content: REPLY, created_at: "2026-11-28T03:00:01Z" },
      ],
    } as unknown as ConversationDetail;
    const html = renderToStaticMarkup(<ConversationTranscript detail={detail} />);
    expectOnlyOwnLinks(html);
  });
});
