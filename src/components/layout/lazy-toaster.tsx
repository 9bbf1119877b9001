import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * sonner's <Toaster /> for every page. No toast is needed before the page is interactive, so its code
 * loads once the browser is idle after the first paint and stays out of the first-load JavaScript (and
 * out of the prerendered HTML). `toast()` calls made earlier are not lost: sonner keeps them until a
 * Toaster mounts.
 */
export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setReady(true), 500);
    return () => clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" richColors closeButton />
    </Suspense>
  );
}
