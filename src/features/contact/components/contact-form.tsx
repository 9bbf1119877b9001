import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { email, object, string } from "zod";
import { CheckCircle2, CloudOff } from "lucide-react";
import { contactContent } from "#shared/content/contact.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { Button } from "../../../components/ui/button.tsx";
import { sendContact } from "../api/send-contact.ts";
import { enqueueContact, readOutbox, subscribeOutbox } from "../outbox.ts";
import {
  contactValidationMessages,
  createContactSchema,
  type ContactFields,
  type ContactFormValues,
  type ContactRequest,
} from "#shared/contact/schema.ts";
import { ContactField, errorId, inputClasses } from "./contact-field.tsx";
import { moveFocus } from "./move-focus.ts";

const contact = contactContent(siteIdentity);
const schema = createContactSchema({ object, string, email }, contactValidationMessages(contact.errors));
const EMPTY: ContactFormValues = { name: "", email: "", company: "", message: "" };
const FIELDS = ["name", "email", "company", "message"] as const;

/**
 * What the visitor did in the placeholder this form replaces (contact-form-placeholder.tsx, rendered
 * before this code loaded, possibly before the app started): its fields, and which one had focus.
 * Read while this form renders, when the placeholder is still in the page.
 */
function placeholderFields() {
  const elements = FIELDS.map((field) => document.getElementById(`contact-${field}`));
  const inputs = elements.filter((element): element is HTMLInputElement | HTMLTextAreaElement => element !== null && "value" in element);
  const focused = inputs.find((element) => element === document.activeElement) ?? null;
  const values = { ...EMPTY };
  for (const [index, field] of FIELDS.entries()) {
    const element = elements[index];
    if (element && "value" in element && typeof element.value === "string") values[field] = element.value;
  }
  return { inputs, focused, values };
}

type Status =
  | { kind: "sent" }
  | { kind: "queued" }
  | { kind: "queued-sent" }
  | { kind: "error"; text: string };

function StatusBox({ status }: { status: Status }) {
  if (status.kind === "error") return <p className="text-sm font-medium text-destructive">{status.text}</p>;
  const copy = status.kind === "sent" ? contact.success : status.kind === "queued" ? contact.queuedOffline : contact.queuedSent;
  const Icon = status.kind === "queued" ? CloudOff : CheckCircle2;
  return (
    <div className="flex gap-3 rounded-lg border border-border bg-secondary p-4 text-secondary-foreground">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{copy.title}</p>
        <p className="text-sm">{copy.text}</p>
      </div>
    </div>
  );
}

/**
 * The contact form (docs/product-rules.md#contact-form), loaded lazily by ContactSection. A message goes to the
 * contact-submit function; offline, or when the request fails on the network, it is queued
 * (outbox.ts) and sent when the connection is back. What the visitor typed is only cleared once the
 * message is stored or safely queued.
 */
export default function ContactForm({ submitOnStart = false }: { submitOnStart?: boolean }) {
  const [placeholder] = useState(placeholderFields);
  const form = useForm<ContactFormValues, unknown, ContactFields>({
    resolver: zodResolver(schema),
    defaultValues: placeholder.values,
    mode: "onTouched",
  });
  const { register, handleSubmit, reset, setError, setValue, formState } = form;
  const { errors, isSubmitting } = formState;
  // One id per message, reused if the visitor retries after an error, so a retry is never stored twice.
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [status, setStatus] = useState<Status | null>(() => (readOutbox().length > 0 ? { kind: "queued" } : null));
  // A message just sent or queued: its confirmation takes the form's place, in view and focused, instead of
  // appearing under an emptied form (on a phone it sat below the chat button while the empty form filled the
  // screen). 'Skriv en ny besked' brings the form back.
  const [confirmed, setConfirmed] = useState(false);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const wasConfirmed = useRef(false);

  useEffect(() => {
    if (confirmed) {
      const box = confirmationRef.current;
      box?.focus({ preventScroll: true });
      box?.scrollIntoView({ block: "center", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    } else if (wasConfirmed.current) {
      document.getElementById("contact-name")?.focus();
    }
    wasConfirmed.current = confirmed;
  }, [confirmed]);

  useEffect(
    () =>
      subscribeOutbox((event) => {
        if (event.type === "sent") setStatus({ kind: "queued-sent" });
      }),
    [],
  );

  const finish = (next: Status) => {
    setStatus(next);
    reset(EMPTY);
    setClientId(crypto.randomUUID());
    setConfirmed(true);
  };

  const queue = (request: ContactRequest) => {
    try {
      enqueueContact(request);
    } catch {
      // Storage is full or disabled: keep the fields and say so, rather than pretend it was saved.
      setStatus({ kind: "error", text: contact.errors.sendFailed });
      return;
    }
    finish({ kind: "queued" });
  };

  const onSubmit = async (fields: ContactFields) => {
    setStatus(null);
    const request: ContactRequest = { ...fields, clientId };
    if (!navigator.onLine) {
      queue(request);
      return;
    }
    const outcome = await sendContact(request);
    switch (outcome.kind) {
      case "sent":
        finish({ kind: "sent" });
        return;
      case "network":
        queue(request);
        return;
      case "rate-limited":
        setStatus({ kind: "error", text: contact.errors.tooManyRequests });
        return;
      case "invalid": {
        let shown = false;
        for (const field of FIELDS) {
          const message = outcome.fieldErrors[field];
          if (message) {
            setError(field, { type: "server", message }, { shouldFocus: !shown });
            shown = true;
          }
        }
        if (!shown) setStatus({ kind: "error", text: contact.errors.sendFailed });
        return;
      }
      case "server":
        setStatus({ kind: "error", text: contact.errors.sendFailed });
    }
  };

  // The placeholder's fields stay readable once out of the page: what was typed between this form's
  // render and its arrival in the page is kept too, and the field being typed in keeps focus and caret.
  useLayoutEffect(() => {
    for (const input of placeholder.inputs) {
      const field = input.id.replace("contact-", "") as (typeof FIELDS)[number];
      if (input.value !== placeholder.values[field]) setValue(field, input.value);
    }
    const { focused } = placeholder;
    if (!focused) return;
    const replacement = document.getElementById(focused.id);
    if (!(replacement instanceof HTMLInputElement || replacement instanceof HTMLTextAreaElement)) return;
    moveFocus(focused, replacement);
  }, [placeholder, setValue]);

  // A submission made in the placeholder, held until this form could check and send it.
  useEffect(() => {
    if (submitOnStart) void handleSubmit(onSubmit)();
    // Once, for the submission that loaded this form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const describedBy = (field: (typeof FIELDS)[number]) => (errors[field] ? errorId(`contact-${field}`) : undefined);
  const { fields } = contact;

  if (confirmed && status && status.kind !== "error") {
    return (
      <div className="space-y-5" data-testid="contact-confirmation">
        <div ref={confirmationRef} tabIndex={-1} role="status" aria-live="polite" aria-atomic="true" className="scroll-mt-20 focus:outline-none">
          <StatusBox status={status} />
        </div>
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="w-full sm:w-auto"
          onClick={() => {
            setConfirmed(false);
            setStatus(null);
          }}
        >
          {contact.newMessage}
        </Button>
      </div>
    );
  }

  return (
    <form aria-label={contact.heading} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField id="contact-name" label={fields.name.label} error={errors.name?.message}>
          <input
            id="contact-name"
            type="text"
            autoComplete="name"
            required
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
            placeholder={fields.name.placeholder}
            className={inputClasses}
            {...register("name")}
          />
        </ContactField>
        <ContactField id="contact-email" label={fields.email.label} error={errors.email?.message}>
          <input
            id="contact-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            placeholder={fields.email.placeholder}
            className={inputClasses}
            {...register("email")}
          />
        </ContactField>
      </div>
      <ContactField id="contact-company" label={fields.company.label} optionalMarker={contact.optionalMarker} error={errors.company?.message}>
        <input
          id="contact-company"
          type="text"
          autoComplete="organization"
          aria-invalid={errors.company ? true : undefined}
          aria-describedby={describedBy("company")}
          placeholder={fields.company.placeholder}
          className={inputClasses}
          {...register("company")}
        />
      </ContactField>
      <ContactField id="contact-message" label={fields.message.label} optionalMarker={contact.optionalMarker} error={errors.message?.message}>
        <textarea
          id="contact-message"
          rows={5}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          placeholder={fields.message.placeholder}
          className={inputClasses}
          {...register("message")}
        />
      </ContactField>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {status && <StatusBox status={status} />}
      </div>
      <Button type="submit" variant="accent" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? contact.submitting : contact.submit}
      </Button>
    </form>
  );
}
