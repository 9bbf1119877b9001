import { useEffect, useState } from "react";
import { readPendingCheckout, subscribePendingCheckout, type PendingCheckout } from "./pending-checkout.ts";

/** The checkout this tab opened and is waiting for (pending-checkout.ts), or null. */
export function usePendingCheckout(): PendingCheckout | null {
  const [pending, setPending] = useState<PendingCheckout | null>(readPendingCheckout);
  useEffect(() => {
    const update = () => setPending(readPendingCheckout());
    // Another tab of the same session cannot write this tab's sessionStorage; only this tab changes it.
    const unsubscribe = subscribePendingCheckout(update);
    // It runs out after an hour even if nothing else happens.
    const timer = window.setInterval(update, 60_000);
    return () => {
      unsubscribe();
      window.clearInterval(timer);
    };
  }, []);
  return pending;
}
