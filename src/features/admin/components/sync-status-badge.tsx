import { CloudOff, RefreshCw, CheckCircle2, AlertTriangle, Clock, HardDriveDownload, Hourglass } from "lucide-react";
import { useOfflineReady } from "../offline-readiness.ts";
import { useSyncStatus, type SyncStatus } from "../store/sync-status.ts";

const changes = (n: number) => (n === 1 ? "1 ændring venter" : `${n} ændringer venter`);

function describe(status: SyncStatus): { text: string; icon: typeof CloudOff; tone: string } {
  switch (status.kind) {
    case "offline":
      return {
        text: status.waiting > 0 ? `Offline – ${changes(status.waiting)}` : "Offline – ændringer gemmes lokalt",
        icon: CloudOff,
        tone: "border-amber-300 bg-amber-50 text-amber-900",
      };
    case "error":
      return { text: status.waiting > 0 ? `Synkroniseringsfejl – ${changes(status.waiting)}` : "Synkroniseringsfejl", icon: AlertTriangle, tone: "border-destructive/40 bg-red-50 text-destructive" };
    case "syncing":
      return { text: status.waiting > 0 ? `Synkroniserer – ${changes(status.waiting)}` : "Synkroniserer…", icon: RefreshCw, tone: "border-border bg-muted text-foreground" };
    case "waiting":
      return { text: changes(status.waiting), icon: Clock, tone: "border-border bg-muted text-foreground" };
    case "synced":
      return { text: "Synkroniseret", icon: CheckCircle2, tone: "border-emerald-300 bg-emerald-50 text-emerald-900" };
  }
}

/**
 * The development server (`npm start`) serves the app without a service worker: Vite's unbundled modules
 * change with every edit, and a worker caching them would serve stale code. The admin's data is kept
 * offline there too (IndexedDB), but a reload without a connection gets the browser's offline page. Said
 * where the admin works, in development only.
 */
const DEV_OFFLINE_NOTE =
  "Udviklingsserveren (npm start) har ingen service worker: ændringer gemmes lokalt offline, men en genindlæsning uden forbindelse viser browserens offlineside. Fuldt offline-arbejde virker i den byggede version (npm run preview) og i produktion.";

/**
 * Whether the admin can go offline now (offline-readiness.ts): the service worker is in charge and holds the
 * app shell and the editor. Until then a reload without a connection would show the browser's offline page.
 */
function OfflineReadiness() {
  const ready = useOfflineReady();
  const Icon = ready ? HardDriveDownload : Hourglass;
  return (
    <p role="status" aria-label="Offline-parathed" data-testid="offline-readiness" data-ready={ready} className="inline-flex items-center gap-1.5 text-xs text-muted-foreground sm:text-sm">
      <Icon aria-hidden="true" className="size-4" />
      {ready ? "Klar til offline" : "Ikke klar til offline endnu"}
    </p>
  );
}

/** Nothing for the admin to act on: synced, or a pull with no change of theirs waiting. */
const quiet = (status: SyncStatus) => status.kind === "synced" || (status.kind === "syncing" && status.waiting === 0);

/** Always visible above the admin pages: synced, n changes waiting, offline, or an error; beside it, whether it is ready offline. */
export function SyncStatusBadge() {
  const status = useSyncStatus();
  const { text, icon: Icon, tone } = describe(status);
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p role="status" aria-label="Synkronisering" data-sync={status.kind} className={`inline-flex items-center gap-1.5 rounded-full border px-2 py-1 text-xs sm:gap-2 sm:px-3 sm:text-sm ${tone}`}>
          <Icon aria-hidden="true" className="size-4" />
          {/* On a phone the badge shares the top row with the name: synced or syncing with nothing waiting is the
              icon alone there (its words stay for screen readers); anything that needs the admin's attention keeps its words. */}
          <span className={quiet(status) ? "sr-only sm:not-sr-only" : undefined}>{text}</span>
        </p>
        {/* The development server has no service worker (the note below says so). */}
        {import.meta.env.PROD && <OfflineReadiness />}
      </div>
      {import.meta.env.DEV && <p className="mt-2 max-w-2xl text-xs text-muted-foreground">{DEV_OFFLINE_NOTE}</p>}
    </>
  );
}
