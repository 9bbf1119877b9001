/**
 * A dynamic import that recovers from a dropped connection. Browsers remember a module whose fetch
 * failed (the HTML spec's module map keeps the failure for that URL), so importing the same URL again
 * fails again, even online. The retry therefore imports the same file under a URL of its own
 * (`?retry=N`), once the connection is back; its own imports are the build's usual URLs, which were
 * never requested when the entry itself failed to load. Should the browser not say which URL failed
 * (the URL is in Chromium's and Firefox's message), or a retry fail while online, the page reloads once
 * online: it is prerendered, and a reload is the one sure way to get a fresh module map.
 *
 * `names` are exports the caller needs: the bundler may have merged the module into a chunk that
 * exports it as a namespace object under a short name (its own import reads `.then((n) => n.x)`), so the
 * retried chunk's exports are searched for the object that has them.
 */
export async function importWhenOnline<T extends object>(load: () => Promise<T>, names: readonly (keyof T & string)[]): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.warn("The app's code could not be loaded; trying again when online:", error);
    let url = failedModuleUrl(error);
    for (let attempt = 1; url; attempt++) {
      await online();
      try {
        const chunk = (await import(/* @vite-ignore */ `${url}?retry=${attempt}`)) as Record<string, unknown>;
        const module = [chunk, ...Object.values(chunk)].find((value) => hasExports<T>(value, names));
        if (!module) break;
        return module;
      } catch (again) {
        // Failing while online: a file it imports failed before and is remembered; reload.
        if (navigator.onLine) break;
        // Offline again before it arrived: try once more the next time the connection is back.
        url = failedModuleUrl(again)?.replace(/\?retry=\d+$/, "") ?? url;
      }
    }
    await online();
    window.location.reload();
    return new Promise<T>(() => {});
  }
}

function hasExports<T>(value: unknown, names: readonly string[]): value is T {
  return typeof value === "object" && value !== null && names.every((name) => name in value);
}

/** The script URL named in a failed dynamic import's error message, if any. */
function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : "";
  const match = /(https?:\/\/\S+?\.m?js)(\?retry=\d+)?\b/.exec(message);
  return match?.[1] && new URL(match[1]).origin === window.location.origin ? match[1] : null;
}

function online(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
}
