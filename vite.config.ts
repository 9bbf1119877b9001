import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, normalizePath } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { VitePWA } from "vite-plugin-pwa";
import { prerenderPlugin } from "./scripts/prerender/vite-plugin.ts";
import { publicEnv } from "./scripts/prerender/public-env.ts";
import { pwaOptions } from "./scripts/prerender/pwa.ts";
import { appStartChunk } from "./scripts/build/app-start-chunk.ts";
import { sessionMarkPlugin } from "./scripts/build/session-mark-plugin.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig(({ mode, isSsrBuild }) => {
  // The app's public configuration, compiled in as `import.meta.env.VITE_*` (validated once, here).
  const env = publicEnv(mode, root);
  // The build's output directory as resolved (`--outDir` included), for the worker's second script (pwa-later.ts).
  let outDir = `${root}dist`;
  return {
    plugins: [
      // Must run before the React plugin. It generates src/routeTree.gen.ts and code-splits every route;
      // a route's loader travels with its component, so the blog's queries, schemas and the markdown
      // renderer stay out of the first-load bundle.
      tanstackRouter({
        target: "react",
        autoCodeSplitting: true,
        codeSplittingOptions: {
          defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
        },
      }),
      react(),
      tailwindcss(),
      // The header's signed-in state from the first paint (src/features/auth/session-mark.ts).
      sessionMarkPlugin(env.VITE_SUPABASE_URL),
      // `vite build` also renders every public page to HTML (the plugin runs its own --ssr build).
      !isSsrBuild && prerenderPlugin(env),
      // Manifest and service worker, generated after the prerender so the pages are precached.
      !isSsrBuild && {
        name: "resolved-out-dir",
        configResolved: (config: { root: string; build: { outDir: string } }) => {
          outDir = resolve(config.root, config.build.outDir);
        },
      },
      !isSsrBuild && VitePWA(pwaOptions(env, () => outDir)),
    ],
    define: Object.fromEntries(
      Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
    ),
    build: {
      target: "es2022",
      sourcemap: true,
      // No modulepreload links, in the HTML or added at run time: the app is imported after the first paint
      // (src/main.tsx), and the browser finds a chunk's imports as it parses it (the graph is 3 levels
      // deep). The links the run-time helper appends cost a main-thread task of their own, and links in
      // the HTML make the JavaScript compete with the page for the network.
      modulePreload: false,
      // React, React DOM and the router load together at the visitor's first intent: as one chunk they
      // compress better than as the ~20 pieces the default split makes of them. TanStack Query is a chunk
      // of its own, loaded where it is first used (src/app/query-client-store.tsx): / starts without it.
      // The app's own start (layout, route tree) is one chunk too (scripts/build/app-start-chunk.ts).
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  // With two modules of TanStack Query that the app's start uses (the client's context, and the error
                  // reset the route error page calls: a few hundred bytes, importing only React).
                  {
                    name: "framework",
                    test: /node_modules[\\/]((react|react-dom|scheduler)[\\/]|@tanstack[\\/](?!react-query|query-core)|@tanstack[\\/]react-query[\\/].*[\\/](QueryClientProvider|QueryErrorResetBoundary)\.js)/,
                  },
                  // The rest of TanStack Query, by its modules only (a group also takes in what they import by default).
                  {
                    name: "query",
                    test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/](?!.*(QueryClientProvider|QueryErrorResetBoundary)\.js)/,
                    includeDependenciesRecursively: false,
                  },
                  // Its modules only: by default a group also takes in what they import, which would move the
                  // page entry's own modules (the service worker, the cookie choice) into it.
                  {
                    name: appStartChunk(normalizePath(`${root}src/app/start-app.tsx`), normalizePath(`${root}src/main.tsx`)),
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
    },
  };
});
