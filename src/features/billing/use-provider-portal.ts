import { useState } from "react";
import { toast } from "../../lib/toast.ts";
import { createPortalSession } from "./api/billing-api.ts";
import { openInNewWindow } from "./open-in-new-window.ts";
import { PORTAL_TEXT } from "./strings.ts";

/** Opens the payment provider's portal in a new window (manage, resume, update the card); `opening` while it loads. */
export function useProviderPortal() {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openInNewWindow(createPortalSession);
    } catch (error) {
      toast.error(PORTAL_TEXT.error, { description: error instanceof Error ? error.message : "Kunne ikke åbne kunde portal" });
    } finally {
      setOpening(false);
    }
  };
  return { opening, open };
}
