import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { env } from "../../../lib/env.ts";
import { safeExternalUrl } from "#shared/lib/url.ts";

/*
 * Markdown is rendered without rehype-raw on purpose: raw HTML in a post is shown as text, never
 * executed or injected (docs/product-rules.md#blog). react-markdown also drops unsafe URL schemes such as javascript:.
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

/** Renders a post's markdown (GFM). Loaded only where no prerendered body can be adopted (markdown-content.tsx). */
export function MarkdownRenderer({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={remarkPlugins} remarkRehypeOptions={remarkRehypeOptions} components={components}>
      {markdown}
    </Markdown>
  );
}
