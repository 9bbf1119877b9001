// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AssistantMarkdown } from "../../src/features/chat/assistant-markdown.tsx";
import { handoffView } from "../../src/features/chat/hooks/use-chat.ts";

describe("handoffView: what the card under a reply shows", () => {
  const none = { escalated: false, contactGiven: false, urgent: false };
  it("nothing for a turn that handed nothing over, or without the event", () => {
    expect(handoffView(none, false)).toBeUndefined();
    expect(handoffView(null, true)).toBeUndefined();
  });
  it("asks a visitor for contact details; a signed-in visitor's case is taken at once", () => {
    expect(handoffView({ ...none, escalated: true }, false)).toBe("ask-contact");
    expect(handoffView({ ...none, escalated: true }, true)).toBe("taken");
  });
  it("contact details given: a person has the case; an attack in progress comes first", () => {
    expect(handoffView({ ...none, contactGiven: true }, false)).toBe("taken");
    expect(handoffView({ escalated: true, contactGiven: true, urgent: true }, false)).toBe("urgent");
  });
});

describe("AssistantMarkdown's mail links", () => {
  const reply = "Vi skriver til dig på **mette@holm-byg.dk**. Haster det, kan du skrive til kontakt@nordvagt.dk.";
  it("keeps only the allowed addresses as links; the visitor's own is text", () => {
    const html = renderToStaticMarkup(<AssistantMarkdown content={reply} mailAddresses={["kontakt@nordvagt.dk"]} />);
    expect(html).toContain('<a href="mailto:kontakt@nordvagt.dk">kontakt@nordvagt.dk</a>');
    expect(html).not.toContain("mailto:mette");
    expect(html).toContain("<strong>mette@holm-byg.dk</strong>");
  });
  it("without a list (the admin's history) only the site's own address is a link: a visitor's is text (issue 35)", () => {
    const html = renderToStaticMarkup(<AssistantMarkdown content={reply} />);
    expect(html).not.toContain("mailto:mette");
    expect(html).toContain('<a href="mailto:kontakt@nordvagt.dk">kontakt@nordvagt.dk</a>');
  });
});
