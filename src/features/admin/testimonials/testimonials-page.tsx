import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { toast } from "../../../lib/toast.ts";
import { Eye, EyeOff, Pencil, Plus, Trash2 } from "lucide-react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { ConflictsPanel } from "../components/conflicts-panel.tsx";
import { deleteTestimonial, upsertTestimonial } from "../store/post-store.ts";
import type { TestimonialDoc } from "../store/schemas.ts";
import { useStoreQuery } from "../store/use-store-query.ts";

interface TestimonialActionsProps {
  testimonial: TestimonialDoc;
  onToggle(testimonial: TestimonialDoc): void;
  onDelete(testimonial: TestimonialDoc): void;
}

/** Edit, show or hide, delete: the same three in the table and on a phone's card. */
function TestimonialActions({ testimonial, onToggle, onDelete }: TestimonialActionsProps) {
  return (
    <div className="flex shrink-0 justify-end gap-1">
      <Link
        to="/admin/testimonials/$id/edit"
        params={{ id: testimonial.id }}
        aria-label={`Rediger ${testimonial.company_name}`}
        className={buttonClasses({ variant: "ghost", size: "sm" })}
      >
        <Pencil aria-hidden="true" />
      </Link>
      <Button variant="ghost" size="sm" aria-label={`${testimonial.is_active ? "Skjul" : "Vis"} ${testimonial.company_name}`} onClick={() => onToggle(testimonial)}>
        {testimonial.is_active ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Slet ${testimonial.company_name}`} onClick={() => onDelete(testimonial)}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** /admin/testimonials: every reference, display order ascending then newest first, from the local store. */
export function TestimonialsPage() {
  useDocumentTitle("Referencer");
  const query = useStoreQuery<TestimonialDoc>(
    (store) => store.db.testimonials.find({ sort: [{ display_order: "asc" }, { created_at: "desc" }] }),
    [],
  );
  const [toDelete, setToDelete] = useState<TestimonialDoc | null>(null);

  async function toggle(testimonial: TestimonialDoc): Promise<void> {
    try {
      await upsertTestimonial({ ...testimonial, is_active: !testimonial.is_active });
      toast.success(testimonial.is_active ? "Reference skjult" : "Reference aktiveret");
    } catch (error) {
      console.error(error);
      toast.error("Kunne ikke opdatere status");
    }
  }

  async function remove(testimonial: TestimonialDoc): Promise<void> {
    try {
      await deleteTestimonial(testimonial.id);
      toast.success("Reference slettet");
    } catch (error) {
      console.error(error);
      toast.error("Kunne ikke slette reference");
    }
  }

  if (query.status === "error") console.error("Kunne ikke hente referencer:", query.error);
  return (
    <section aria-labelledby="admin-testimonials-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 sm:mb-6">
        <h1 id="admin-testimonials-heading" className="text-2xl font-bold">
          Referencer
        </h1>
        <Link to="/admin/testimonials/new" className={buttonClasses()}>
          <Plus aria-hidden="true" />
          Ny reference
        </Link>
      </div>
      <ConflictsPanel kind="testimonials" />
      {query.status === "loading" && <p role="status">Indlæser referencer...</p>}
      {query.status === "error" && <p role="alert">Kunne ikke hente referencer</p>}
      {query.status === "ready" && query.docs.length === 0 && (
        <p className="rounded-lg border border-dashed border-border p-10 text-center text-muted-foreground">Ingen referencer endnu</p>
      )}
      {query.status === "ready" && query.docs.length > 0 && (
        <>
          {/* A phone gets cards: company, status and the actions in view, the quote below; no sideways scrolling. */}
          <ul aria-label="Referencer" className="space-y-3 md:hidden" data-testid="admin-testimonial-cards">
            {query.docs.map((testimonial) => (
              <li key={testimonial.id} className="rounded-lg border border-border bg-card p-4 shadow-xs">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words">{testimonial.company_name}</p>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                      <Badge variant={testimonial.is_active ? "default" : "secondary"}>{testimonial.is_active ? "Aktiv" : "Inaktiv"}</Badge>
                      {testimonial.industry && <span>{testimonial.industry}</span>}
                      <span>Nr. {testimonial.display_order}</span>
                    </p>
                  </div>
                  <TestimonialActions testimonial={testimonial} onToggle={(item) => void toggle(item)} onDelete={setToDelete} />
                </div>
                <p className="mt-3 line-clamp-3 text-sm">{testimonial.quote}</p>
              </li>
            ))}
          </ul>
        <div className="hidden overflow-x-auto rounded-lg border border-border md:block">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-muted-foreground">
              <tr>
                {["Firma", "Citat", "Branche", "Rækkefølge", "Status"].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3">
                    {label}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 text-right">
                  Handlinger
                </th>
              </tr>
            </thead>
            <tbody>
              {query.docs.map((testimonial) => (
                <tr key={testimonial.id} className="border-t border-border">
                  <td className="px-4 py-3 font-medium">{testimonial.company_name}</td>
                  <td className="max-w-md px-4 py-3">
                    <span className="line-clamp-2">{testimonial.quote}</span>
                  </td>
                  <td className="px-4 py-3">{testimonial.industry ?? "–"}</td>
                  <td className="px-4 py-3">{testimonial.display_order}</td>
                  <td className="px-4 py-3">
                    <Badge variant={testimonial.is_active ? "default" : "secondary"}>{testimonial.is_active ? "Aktiv" : "Inaktiv"}</Badge>
                  </td>
                  <td className="px-4 py-3">
                    <TestimonialActions testimonial={testimonial} onToggle={(item) => void toggle(item)} onDelete={setToDelete} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Er du sikker?"
        description="Denne handling kan ikke fortrydes. Referencen vil blive permanent slettet."
        confirm="Slet"
        cancel="Annuller"
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </section>
  );
}
