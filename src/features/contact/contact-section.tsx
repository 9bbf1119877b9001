import { useEffect, useRef, useState } from "react";
import { Mail, Phone } from "lucide-react";
import { telHref } from "#shared/content/site.ts";
import { contactContent } from "#shared/content/contact.ts";
import { siteIdentity } from "../../lib/site-identity.ts";
import { ContactFormPlaceholder } from "./components/contact-form-placeholder.tsx";

const contact = contactContent(siteIdentity);

// react-hook-form and zod are a quarter of the landing page's JavaScript; the form is far below the fold.
const loadForm = () => import("./components/contact-form.tsx");
type ContactFormComponent = Awaited<ReturnType<typeof loadForm>>["default"];

/** How far ahead of the screen the form's code starts loading. */
const LOAD_MARGIN = "600px 0px";

/**
 * Renders the placeholder until the section is near the screen and the form's code has arrived, then
 * the form. The placeholder (the prerendered one, hydrated) stays in the page meanwhile, with whatever
 * was typed into it, so the form can start from it (not React.lazy: its Suspense fallback would be a
 * fresh, empty copy). A submission of the placeholder loads the form at once and is made again by it.
 */
function ContactFormSlot() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [Form, setForm] = useState<ContactFormComponent | null>(null);
  const holdSubmit = () => {
    setNear(true);
    setSubmitted(true);
  };

  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near || Form) return;
    let current = true;
    loadForm().then(
      (module) => current && setForm(() => module.default),
      // Offline before the code was cached: the placeholder keeps its text; the next submission tries again.
      (error: unknown) => {
        console.warn("The contact form's code could not be loaded:", error);
        if (current) setNear(false);
      },
    );
    return () => {
      current = false;
    };
  }, [near, Form]);

  return <div ref={ref}>{Form ? <Form submitOnStart={submitted} /> : <ContactFormPlaceholder onSubmit={holdSubmit} />}</div>;
}

/**
 * The landing page's #contact section: the contact form (stored by the contact-submit function, queued
 * while offline) next to the ways to reach us directly.
 */
export function ContactSection() {
  const { details } = contact;
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-16 bg-muted px-4 py-12 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {contact.heading}
          </h2>
          <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">{contact.intro}</p>
        </div>
        <div className="mt-8 grid gap-6 sm:mt-12 sm:gap-8 lg:grid-cols-3">
          <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8 lg:col-span-2">
            <ContactFormSlot />
          </div>
          <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
            <h3 id="contact-details-heading" className="text-lg font-semibold">
              {details.heading}
            </h3>
            <dl className="mt-4 space-y-4">
              <div>
                <dt className="text-sm font-semibold">{details.email.label}</dt>
                <dd className="mt-1">
                  <a href={details.email.href} className="inline-flex items-center gap-1 font-medium break-all text-accent underline underline-offset-2">
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    {details.email.value}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold">{details.address.label}</dt>
                <dd className="mt-1 text-muted-foreground">{details.address.value}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold">{details.company.label}</dt>
                <dd className="mt-1 text-muted-foreground">{details.company.value}</dd>
              </div>
              <div className="rounded-lg border border-destructive/30 bg-destructive/5 p-3" data-testid="contact-incident">
                <dt className="text-sm font-semibold">{details.incident.label}</dt>
                <dd className="mt-1">
                  <a href={telHref(details.incident.value)} className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-foreground underline underline-offset-2">
                    <Phone aria-hidden="true" className="size-4 shrink-0" />
                    {details.incident.value}
                  </a>{" "}
                  <span className="text-muted-foreground">({details.incident.hours})</span>
                </dd>
              </div>
            </dl>

          </div>
        </div>
      </div>
    </section>
  );
}
