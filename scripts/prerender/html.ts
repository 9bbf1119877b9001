/** Puts one rendered page into the built index.html. */
export interface PageParts {
  lang: string;
  /** Serialised head tags (title, meta, links, JSON-LD). */
  head: string;
  /** The app's markup for #root. */
  body: string;
  /** The PrerenderState as script-safe JSON. */
  stateJson: string;
  stateId: string;
  /** The route the page was rendered for. */
  path: string;
  /** The cookie banner's first view, shown by CSS until the app runs when there is no stored choice (src/features/consent/static-banner.ts). */
  staticBanner: string;
}

const STATIC_BANNER_ID = "cookie-banner-static"; // STATIC_BANNER_ID in src/features/consent/static-banner.ts

/**
 * A static host answers unknown paths with some other page's HTML (its SPA fallback). This runs before
 * that markup is parsed and hides it, so a post published after the build never flashes the wrong page
 * while the app renders the right one (src/main.tsx clears the marker). JSON.stringify quotes the path.
 */
function fallbackGuard(path: string): string {
  return `<script>if((location.pathname.replace(/\\/+$/,"")||"/")!==${JSON.stringify(path)})document.documentElement.setAttribute("data-spa-fallback","")</script>`;
}

const ROOT = '<div id="root"></div>';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;

/**
 * Replaces the build's stylesheet links with the CSS itself: a prerendered page then paints from its
 * first response, without a render-blocking request (the CSS is ~8 kB gzip). `readCss` gets the href.
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  return html.replace(STYLESHEET, (_link, href: string) => `<style>${readCss(href).replace(/<\/style/gi, "<\\/style")}</style>`);
}

export function fillTemplate(template: string, page: PageParts): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  return (
    template
      // Function replacements: the page's text may contain "$&" and the like.
      .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}"`)
      // The template's generic title and description give way to the page's own.
      .replace(/\s*<title>[^<]*<\/title>/, "")
      .replace(/\s*<meta name="description"[^>]*>/, "")
      .replace("</head>", () => `    ${page.head}\n  </head>`)
      .replace(
        ROOT,
        () => `${fallbackGuard(page.path)}\n    <div id="root">${page.body}</div>\n    <script type="application/json" id="${page.stateId}">${page.stateJson}</script>\n    <div id="${STATIC_BANNER_ID}" lang="da">${page.staticBanner}</div>`,
      )
  );
}
