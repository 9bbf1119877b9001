import { lazy, Suspense, type ComponentType } from "react";

type Renderer = ComponentType<{ markdown: string }>;

/*
 * The markdown renderer (react-markdown, micromark, GFM: about as much JavaScript as React itself) is
 * needed only for a post that was not prerendered, e.g. one published after the build: a prerendered
 * post adopts the HTML the build made. So the browser loads it on demand, while the build, which
 * renders synchronously (renderToString), has it at hand.
 */
const MarkdownRenderer: Renderer = import.meta.env.SSR
  ? (await import("./markdown-renderer.tsx")).MarkdownRenderer
  : lazy(() => import("./markdown-renderer.tsx").then((module) => ({ default: module.MarkdownRenderer })));

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
      {/* Nothing shows for the moment the renderer loads: the title and header above are already there. */}
      <Suspense fallback={null}>
        <MarkdownRenderer markdown={markdown} />
      </Suspense>
    </div>
  );
}
