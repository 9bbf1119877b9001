import type { ReactNode } from "react";
import Markdown, { type Components, defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";
import { siteIdentity } from "../../lib/site-identity.ts";
import { mailAddressOf, remarkPlainAutolinks } from "./plain-autolinks.ts";

/** The only address a reply links to by default: the site's own. */
const SITE_ADDRESSES = [siteIdentity.supportEmail.toLowerCase()];
import { endListsAtPlainLines } from "./end-lists.ts";

/**
 * An assistant reply as markdown, wherever it is shown (the chat widget, the admin chat history and the inbox's
 * transcript). Raw HTML in a reply is never rendered (skipHtml), and react-markdown drops unsafe URLs (javascript:
 * etc.).
 *
 * Text that came from a visitor is shown as text (issue 35): a reply echoes the visitor's address or a name, and GFM
 * made a link of anything that looked like a host or an address (a look-alike "www.nordvagt-support.dk/login…").
 * So nothing becomes a link by itself (remarkPlainAutolinks), and a link the reply wrote as [text](url) is kept only
 * when it leads to this site's own paths, a phone number, this site's origin, or an allowed address (`mailAddresses`,
 * by default the site's own); anything else shows its text.
 *
 * `tel:` links (the incident line in an emergency answer) are kept: react-markdown's default transform allows
 * only http(s), mailto, irc and xmpp, and emptied the one link a visitor under attack needs.
 */
export function AssistantMarkdown({
  content,
  mailAddresses = SITE_ADDRESSES,
  onLinkClick,
}: {
  content: string;
  mailAddresses?: readonly string[];
  /** Called when a link in the reply is followed (the phone's chat sheet gives way to its target). */
  onLinkClick?: () => void;
}) {
  const components: Components = {
    a: ({ href, children, node: _node, ...rest }) => {
      if (!href || !allowedTarget(href, mailAddresses)) return <>{children as ReactNode}</>;
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
      <Markdown remarkPlugins={[remarkGfm, [remarkPlainAutolinks, { mailAddresses }]]} skipHtml components={components} urlTransform={keepPhoneLinks}>
        {endListsAtPlainLines(content)}
      </Markdown>
    </div>
  );
}

/** A phone number link as it is (digits and a leading + only); everything else through react-markdown's own check. */
function keepPhoneLinks(url: string): string {
  return /^tel:\+?\d+$/i.test(url) ? url : defaultUrlTransform(url);
}

/** Where a reply's link may lead: this site's paths and origin, a phone number, an allowed address. */
function allowedTarget(href: string, mailAddresses: readonly string[]): boolean {
  if (/^tel:\+?\d+$/i.test(href)) return true;
  if (href.toLowerCase().startsWith("mailto:")) return mailAddresses.includes(mailAddressOf(href));
  // A path on this site ('/faq', '/#pricing', '#contact'); '//host' and '/\host' are other hosts to a browser.
  if (/^(?:\/(?![/\\])|#)/.test(href)) return true;
  if (typeof window === "undefined") return false;
  try {
    return new URL(href).origin === window.location.origin;
  } catch {
    return false;
  }
}
