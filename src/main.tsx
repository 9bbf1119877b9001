import "./styles/index.css";

// The prerendered HTML is the page: the browser paints it before the app's code is even requested. On a
// slow connection the ~150 kB of JavaScript would otherwise share the line with the HTML and the first
// image, and on a fast one its evaluation (React, the router, the page) would come before the first
// frame. The browser then fetches the app's chunks as it finds their imports (vite.config.ts: no
// modulepreload). The timeout covers background tabs, which get no animation frames.
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 100);
});
// Evaluating the app's JavaScript is the longest piece of main-thread work on a first visit, and a task
// blocks input for as long as it runs. So it comes as two module graphs, each evaluated in a task of
// its own: React DOM (more than half of it), and the libraries and the app (start-app.tsx), which gets
// React DOM passed in rather than importing it, so neither graph holds the other. Both are requested
// at once, so splitting costs no extra round trip.
const [reactDom, { startApp }] = await Promise.all([import("react-dom/client"), import("./app/start-app.tsx")]);
await startApp(reactDom);
