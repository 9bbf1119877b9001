import { toast } from "../../../lib/toast.ts";
import { Button } from "../../../components/ui/button.tsx";
import type { ConflictDoc } from "../store/schemas.ts";
import { keepLocalVersion, keepServerVersion } from "../store/post-store.ts";
import { useStoreQuery } from "../store/use-store-query.ts";

function label(conflict: ConflictDoc): string {
  const local = JSON.parse(conflict.local_json) as { title?: string; company_name?: string };
  return local.title ?? local.company_name ?? conflict.doc_id;
}

/**
 * Versions the server did not take. The rule: the server's version wins in the list, and this browser's
 * version is kept here until the admin keeps one of the two.
 */
export function ConflictsPanel({ kind }: { kind: ConflictDoc["kind"] }) {
  const query = useStoreQuery<ConflictDoc>((store) => store.db.conflicts.find({ selector: { kind } }), [kind]);
  if (query.status !== "ready" || query.docs.length === 0) return null;
  return (
    <section aria-labelledby={`conflicts-${kind}`} className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id={`conflicts-${kind}`} className="font-semibold">
        Konflikter: serverens udgave vises, din udgave er gemt her
      </h2>
      <ul className="mt-3 space-y-3">
        {query.docs.map((conflict) => (
          <li key={conflict.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <strong>{label(conflict)}</strong>{" "}
              {conflict.reason === "refused"
                ? `– serveren afviste din ændring: ${conflict.message ?? ""}`
                : "– blev ændret et andet sted, mens du også ændrede den."}
            </span>
            <span className="flex gap-2">
              <Button
                size="sm"
                onClick={() =>
                  void keepLocalVersion(conflict).catch((error: unknown) =>
                    toast.error("Error", { description: error instanceof Error ? error.message : String(error) }),
                  )
                }
              >
                Behold min udgave
              </Button>
              <Button size="sm" variant="outline" onClick={() => void keepServerVersion(conflict)}>
                Behold serverens udgave
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
