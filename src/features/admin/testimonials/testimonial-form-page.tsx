import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "@tanstack/react-router";
import { toast } from "../../../lib/toast.ts";
import { ArrowLeft, Save } from "lucide-react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { AdminField, adminInputClasses } from "../components/admin-field.tsx";
import { findTestimonial, upsertTestimonial } from "../store/post-store.ts";
import type { TestimonialDoc } from "../store/schemas.ts";
import { testimonialFormSchema, type TestimonialFormInput, type TestimonialFormValues } from "./testimonial-schema.ts";

const EMPTY: TestimonialFormInput = { company_name: "", quote: "", industry: "", logo_url: "", display_order: 0, is_active: true };

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-destructive" lang="en">
      {message}
    </p>
  ) : null;
}

/** Logo preview: hidden when the image fails to load (docs/product-rules.md#admin-area). Keyed by URL, so a new URL tries again. */
function LogoPreview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return null;
  return <img src={url} alt="Logo forhåndsvisning" className="mt-2 h-12 w-auto object-contain" onError={() => setFailed(true)} />;
}

export function TestimonialFormPage({ id }: { id?: string }) {
  useDocumentTitle(id ? "Rediger reference" : "Ny reference");
  const navigate = useNavigate();
  const [existing, setExisting] = useState<TestimonialDoc | null | undefined>(id ? undefined : null);
  const form = useForm<TestimonialFormInput, unknown, TestimonialFormValues>({
    resolver: zodResolver(testimonialFormSchema),
    defaultValues: EMPTY,
  });
  const { register, control, handleSubmit, reset, formState } = form;
  const quote = useWatch({ control, name: "quote" });
  const logoUrl = useWatch({ control, name: "logo_url" });

  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    findTestimonial(id)
      .then(async (found) => {
        if (cancelled) return;
        if (!found) throw new Error(`Reference ${id} findes ikke`);
        setExisting(found);
        reset({ ...found, industry: found.industry ?? "", logo_url: found.logo_url ?? "" });
      })
      .catch(async (error: unknown) => {
        console.error(error);
        toast.error("Kunne ikke hente reference");
        await navigate({ to: "/admin/testimonials" });
      });
    return () => {
      cancelled = true;
    };
  }, [id, navigate, reset]);

  async function onValid(values: TestimonialFormValues): Promise<void> {
    const base = existing ?? { id: crypto.randomUUID(), created_at: new Date().toISOString(), modified: null };
    try {
      await upsertTestimonial({
        ...base,
        company_name: values.company_name,
        quote: values.quote,
        industry: values.industry || null,
        logo_url: values.logo_url || null,
        display_order: values.display_order,
        is_active: values.is_active,
      });
      toast.success(existing ? "Reference opdateret" : "Reference oprettet");
      await navigate({ to: "/admin/testimonials" });
    } catch (error) {
      console.error(error);
      toast.error("Kunne ikke gemme reference");
    }
  }

  if (existing === undefined) return <p role="status">Indlæser reference...</p>;
  const errors = formState.errors;
  const described = (field: keyof TestimonialFormInput) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `t-${field}-error` } : {};
  return (
    <section aria-labelledby="testimonial-form-heading">
      <div className="mb-6 flex items-center gap-3">
        <Link to="/admin/testimonials" className={buttonClasses({ variant: "ghost", size: "sm" })}>
          <ArrowLeft aria-hidden="true" />
          Tilbage
        </Link>
        <h1 id="testimonial-form-heading" className="text-2xl font-bold">
          {id ? "Rediger reference" : "Ny reference"}
        </h1>
      </div>
      <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="max-w-2xl space-y-5">
        <AdminField id="t-company_name" label="Firma">
          <input id="t-company_name" className={adminInputClasses} {...register("company_name")} {...described("company_name")} />
          <FieldError id="t-company_name-error" message={errors.company_name?.message} />
        </AdminField>
        <AdminField id="t-quote" label="Citat" hint={<span aria-live="polite">{quote.length}/300 tegn</span>}>
          <textarea id="t-quote" rows={4} className={adminInputClasses} {...register("quote")} {...described("quote")} />
          <FieldError id="t-quote-error" message={errors.quote?.message} />
        </AdminField>
        <AdminField id="t-industry" label="Branche (valgfri)">
          <input id="t-industry" className={adminInputClasses} {...register("industry")} {...described("industry")} />
          <FieldError id="t-industry-error" message={errors.industry?.message} />
        </AdminField>
        <AdminField id="t-logo_url" label="Logo URL (valgfri)">
          <input id="t-logo_url" className={adminInputClasses} {...register("logo_url")} {...described("logo_url")} />
          <FieldError id="t-logo_url-error" message={errors.logo_url?.message} />
          <LogoPreview key={logoUrl.trim()} url={logoUrl.trim()} />
        </AdminField>
        <AdminField id="t-display_order" label="Rækkefølge">
          <input id="t-display_order" inputMode="numeric" className={adminInputClasses} {...register("display_order")} {...described("display_order")} />
          <FieldError id="t-display_order-error" message={errors.display_order?.message} />
        </AdminField>
        <div className="flex items-center gap-2">
          <input id="t-is_active" type="checkbox" className="size-4" {...register("is_active")} />
          <label htmlFor="t-is_active" className="text-sm font-medium">
            Aktiv (vises på forsiden)
          </label>
        </div>
        <Button type="submit" disabled={formState.isSubmitting}>
          <Save aria-hidden="true" />
          {id ? "Gem ændringer" : "Opret reference"}
        </Button>
      </form>
    </section>
  );
}
