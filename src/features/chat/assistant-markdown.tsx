import type { ReactNode } from "react";
import Markdown, { type Components, defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";
import { endListsAtPlainLines } from "./end-lists.ts";

/**
 * An assistant reply as markdown, wherever it is shown (the chat widget, the admin chat history). Raw
 * HTML in a reply is never rendered (skipHtml), and react-markdown drops unsafe URLs (javascript: etc.).
 *
 * `mailAddresses`: the only addresses a `mailto:` link may lead to. GFM turns every address in a reply into
 * a link, so the visitor's own address, repeated in "we will write to you at …", became a link that offers to
 * write to themselves; in the widget only the site's own address stays a link, any other is plain text.
 * Left out (the admin's history), every address stays a link.
 *
 * `tel:` links (the incident line in an emergency answer) are kept: react-markdown's default transform allows
 * only http(s), mailto, irc and xmpp, and emptied the one link a visitor under attack needs.
 */
export function AssistantMarkdown({
  content,
  mailAddresses,
  onLinkClick,
}: {
  content: string;
  mailAddresses?: readonly string[];
  /** Called when a link in the reply is followed (the phone's chat sheet gives way to its target). */
  onLinkClick?: () => void;
}) {
  const components: Components = {
    a: ({ href, children, node: _node, ...rest }) => {
      if (href?.toLowerCase().startsWith("mailto:") && mailAddresses && !mailAddresses.includes(mailAddress(href))) {
        return <>{children as ReactNode}</>;
      }
      return (
        <a href={href} {...rest} onClick={onLinkClick}>
          {children}
        </a>
      );
    },
  };
  return (
    // A line after a list is its own paragraph, set apart (the request after the steps of an emergency answer).
    <div className="space-y-2 [&_a]:underline [&_li]:ml-4 [&_ol]:list-decimal [&_table]:text-xs [&_ul]:list-disc [&_:is(ul,ol)+p]:border-l-2 [&_:is(ul,ol)+p]:border-accent [&_:is(ul,ol)+p]:pl-2 [&_:is(ul,ol)+p]:font-medium">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components} urlTransform={keepPhoneLinks}>
        {endListsAtPlainLines(content)}
      </Markdown>
    </div>
  );
}

/** A phone number link as it is (digits and a leading + only); everything else through react-markdown's own check. */
function keepPhoneLinks(url: string): string {
  return /^tel:\+?\d+$/i.test(url) ? url : defaultUrlTransform(url);
}

function mailAddress(href: string): string {
  return decodeURIComponent(href.slice("mailto:".length).split("?")[0]!).toLowerCase();
}
