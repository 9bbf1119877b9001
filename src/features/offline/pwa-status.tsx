import { RefreshCw, WifiOff } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { OFFLINE_TEXT } from "./strings.ts";
import { useOnlineStatus } from "../../lib/use-online-status.ts";
import { useServiceWorker } from "./use-service-worker.ts";

/**
 * The offline indicator and the 'new version' prompt. The live regions are always in the page, so
 * screen readers announce text that appears in them; the messages inside are role=status and exist
 * only while they apply.
 */
export function PwaStatus() {
  const online = useOnlineStatus();
  const { updateReady, applyUpdate } = useServiceWorker();

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex flex-col items-center gap-2 px-4">
      <div aria-live="polite" className="flex flex-col items-center">
        {!online && (
          <p
            role="status"
            data-testid="offline-indicator"
            className="pointer-events-auto inline-flex items-center gap-2 rounded-full bg-foreground px-4 py-2 text-sm font-medium text-background shadow-lg"
          >
            <WifiOff aria-hidden="true" className="size-4 shrink-0" />
            {OFFLINE_TEXT.offline}
          </p>
        )}
      </div>
      <div aria-live="polite" className="flex flex-col items-center">
        {updateReady && (
          <div
            role="status"
            data-testid="update-prompt"
            className="pointer-events-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-border bg-background px-4 py-3 text-sm text-foreground shadow-lg"
          >
            <p>
              <strong className="block font-semibold">{OFFLINE_TEXT.updateAvailable}</strong>
              {OFFLINE_TEXT.updateHint}
            </p>
            <Button variant="primary" size="sm" onClick={applyUpdate}>
              <RefreshCw aria-hidden="true" />
              {OFFLINE_TEXT.reload}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
