import "./styles/index.css";

// The prerendered HTML is the page: the browser paints it before the app's code is even requested. On a
// slow connection the ~130 kB of JavaScript would otherwise share the line with the HTML and the first
// image, and on a fast one its evaluation (React, the router, the page) would come before the first
// frame. Vite's import() then requests the app's chunks all at once. The timeout covers background
// tabs, which get no animation frames.
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 100);
});
await import("./app/boot.tsx");
