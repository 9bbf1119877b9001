/** Puts one rendered page into the built index.html. */
export interface PageParts {
  /** The script that hides the page where it must not show (default: fallbackGuard of `path`). */
  guard?: string;
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
  /** Query parameters that change what the page shows (/blog's ?kategori, ?side): served with one of them, the page hides as a fallback does. */
  searchKeys?: readonly string[];
  /** The cookie banner's first view, shown by CSS until the app runs when there is no stored choice (src/features/consent/static-banner.ts). */
  staticBanner: string;
}

const STATIC_BANNER_ID = "cookie-banner-static"; // STATIC_BANNER_ID in src/features/consent/static-banner.ts

/**
 * A static host answers unknown paths with some other page's HTML (its SPA fallback). This runs before
 * that markup is parsed and hides it, so a post published after the build never flashes the wrong page
 * while the app renders the right one (src/main.tsx clears the marker). The page's path is an attribute,
 * not part of the script: the script is then the same on every page, so the Content-Security-Policy
 * (scripts/prerender/headers.ts) allows it with one hash however many posts there are. The same goes for a
 * page whose content follows its query (/blog?kategori=…): the build rendered it without one, so served with
 * such a parameter it hides too, and the app renders the page the URL asks for.
 */
function fallbackGuard(path: string, searchKeys: readonly string[] = []): string {
  const search = searchKeys.length > 0 ? ` data-search="${escapeAttribute(searchKeys.join(" "))}"` : "";
  return (
    `<script data-path="${escapeAttribute(path)}"${search}>(function(){var s=document.currentScript,k=s.getAttribute("data-search"),q=new URLSearchParams(location.search);` +
    `if((location.pathname.replace(/\\/+$/,"")||"/")!==s.getAttribute("data-path")||k&&k.split(" ").some(function(n){return q.has(n)}))` +
    `document.documentElement.setAttribute("data-spa-fallback","")})()</script>`
  );
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * The app shell's guard (scripts/prerender.ts): the shell is the sign-in page, prerendered, and served for
 * every app-only path. It shows as it is only where a signed-out visitor sees that page: on a page of
 * `shownAt` without a query (a query such as ?reset=true or a destination changes what the page says)
 * and with no session stored under `sessionKey`. Anywhere else (admin, a signed-in visitor who is on
 * the way elsewhere) it is hidden like a fallback until the app has rendered the right page.
 */
export function appShellGuard(shownAt: readonly string[], sessionKey: string): string {
  return (
    `<script>(function(){var p=location.pathname.replace(/\\/+$/,"")||"/",s=false;` +
    `try{s=localStorage.getItem(${JSON.stringify(sessionKey)})!=null}catch(e){}` +
    `var here=${JSON.stringify(shownAt)}.some(function(b){return p===b});` +
    `if(!here||s||location.search)document.documentElement.setAttribute("data-spa-fallback","");` +
    // A form sent before the app has taken over would go to the host as a GET with the password in the
    // URL: it is held and sent by the app once it is ready (data-app-ready, src/app/app-ready.ts).
    `document.addEventListener("submit",function(e){var h=document.documentElement,f=e.target,b=e.submitter;` +
    `if(h.hasAttribute("data-app-ready"))return;e.preventDefault();e.stopPropagation();` +
    `new MutationObserver(function(m,o){if(!h.hasAttribute("data-app-ready"))return;o.disconnect();` +
    `if(f.isConnected)f.requestSubmit(b&&b.form===f?b:undefined)}).observe(h,{attributes:true})},true)})()</script>`
  );
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
        () => `${page.guard ?? fallbackGuard(page.path, page.searchKeys)}\n    <div id="root">${page.body}</div>\n    <script type="application/json" id="${page.stateId}">${page.stateJson}</script>\n    <div id="${STATIC_BANNER_ID}" lang="da">${page.staticBanner}</div>`,
      )
  );
}
