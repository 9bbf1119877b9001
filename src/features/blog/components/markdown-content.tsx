import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { env } from "../../../lib/env.ts";
import { safeExternalUrl } from "../../../lib/url.ts";

/*
 * Markdown is rendered without rehype-raw on purpose: raw HTML in a post is shown as text, never
 * executed or injected (SPEC section 2). react-markdown also drops unsafe URL schemes such as javascript:.
 */

const remarkPlugins = [remarkGfm];

// Post content is Danish, so are the labels GFM adds around footnotes.
const remarkRehypeOptions = {
  footnoteLabel: "Fodnoter",
  footnoteBackLabel: (referenceIndex: number) => `Tilbage til henvisning ${referenceIndex + 1}`,
};

// The configured site URL, not window.location: posts are also rendered at build time, where there is
// no window, and both renders must agree.
const siteOrigin = new URL(env.siteUrl).origin;

function isOtherSite(href: string | undefined): boolean {
  const url = safeExternalUrl(href);
  return url !== null && new URL(url).origin !== siteOrigin;
}

const components: Components = {
  // The post title is the page's only h1; a "# heading" in the content becomes a section heading.
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  a: ({ node: _node, href, children, ...props }) =>
    isOtherSite(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only"> (åbner i et nyt vindue)</span>
      </a>
    ) : (
      <a href={href} {...props}>
        {children}
      </a>
    ),
  // Wide tables and code scroll sideways on small screens; tabIndex lets keyboard users scroll them.
  table: ({ node: _node, ...props }) => (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Tabel">
      <table {...props} />
    </div>
  ),
  pre: ({ node: _node, ...props }) => <pre tabIndex={0} {...props} />,
  // GFM task-list checkboxes are read-only; name them so screen readers say what the state means.
  input: ({ node: _node, type, checked, ...props }) =>
    type === "checkbox" ? (
      <input type="checkbox" checked={checked} disabled aria-label={checked ? "Udført" : "Ikke udført"} {...props} />
    ) : (
      <input type={type} {...props} />
    ),
  img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ""} loading="lazy" decoding="async" {...props} />,
};

const BODY_SELECTOR = '[data-testid="post-content"]';

/** The prerendered post body found in the page when it was first needed, and the markdown it shows. */
let prerendered: { markdown: string; html: string } | null | undefined;

/**
 * The HTML the build rendered for this markdown, when this page load is the prerendered post itself.
 * Parsing markdown (micromark, GFM, the React tree) is the longest single piece of hydrating a post,
 * and it cannot be split into slices: the build already did it, so hydration adopts that HTML as it is.
 * The first call binds the prerendered body to the markdown being hydrated (the same text the build
 * used, from the page's own data); any other text, e.g. after an edit or on another post, is rendered.
 */
function prerenderedHtml(markdown: string): string | null {
  if (prerendered === undefined) {
    const body = typeof document === "undefined" ? null : document.querySelector(BODY_SELECTOR);
    prerendered = body ? { markdown, html: body.innerHTML } : null;
  }
  return prerendered?.markdown === markdown ? prerendered.html : null;
}

export function MarkdownContent({ markdown }: { markdown: string }) {
  const html = prerenderedHtml(markdown);
  if (html !== null) {
    // Built from the post's markdown by the renderer below, with raw HTML escaped: no user HTML runs.
    return <div className="markdown" data-testid="post-content" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div className="markdown" data-testid="post-content">
      <Markdown remarkPlugins={remarkPlugins} remarkRehypeOptions={remarkRehypeOptions} components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
