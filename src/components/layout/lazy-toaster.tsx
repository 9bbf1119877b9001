import { lazy, Suspense, useSyncExternalStore } from "react";
import { onToasterNeeded, toasterNeeded } from "../../lib/toaster-signal.ts";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * sonner's <Toaster /> for every page, loaded with the first code that can show a toast (`lib/toast.ts`)
 * rather than with the app: public pages rarely toast, and the first tap on one should not fetch it.
 * It stays out of the prerendered HTML either way (the server never has a toast to show).
 */
export function LazyToaster() {
  const needed = useSyncExternalStore(onToasterNeeded, toasterNeeded, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" richColors closeButton />
    </Suspense>
  );
}
