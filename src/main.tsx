import "./styles/index.css";

// The prerendered HTML is the page: the browser paints it before the app's code is even requested. On a
// slow connection the ~130 kB of JavaScript would otherwise share the line with the HTML and the first
// image, and on a fast one its evaluation (React, the router, the page) would come before the first
// frame. The browser then fetches the app's chunks as it finds their imports (vite.config.ts: no
// modulepreload). The timeout covers background tabs, which get no animation frames.
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 100);
});
await import("./app/boot.tsx");
