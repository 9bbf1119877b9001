import type { FormEvent } from "react";
import { contactContent } from "#shared/content/contact.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { ContactField, inputClasses } from "./contact-field.tsx";

const contact = contactContent(siteIdentity);

/**
 * The form's exact shape until its code (react-hook-form, zod) has loaded: that happens when the section
 * comes near the screen, so the landing page's first load stays small. Also what the prerendered HTML
 * shows. Its fields take focus and text at once, app or no app; the live form starts from what was typed
 * here (contact-form.tsx), and a submission is held until it has loaded (`onSubmit`).
 */
export function ContactFormPlaceholder({ onSubmit }: { onSubmit?: () => void }) {
  const { fields } = contact;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <form aria-label={contact.heading} noValidate onSubmit={submit} data-placeholder="" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField id="contact-name" label={fields.name.label}>
          <input
            id="contact-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            placeholder={fields.name.placeholder}
            className={inputClasses}
          />
        </ContactField>
        <ContactField id="contact-email" label={fields.email.label}>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={fields.email.placeholder}
            className={inputClasses}
          />
        </ContactField>
      </div>
      <ContactField id="contact-company" label={fields.company.label} optionalMarker={contact.optionalMarker}>
        <input
          id="contact-company"
          name="company"
          type="text"
          autoComplete="organization"
          placeholder={fields.company.placeholder}
          className={inputClasses}
        />
      </ContactField>
      <ContactField id="contact-message" label={fields.message.label} optionalMarker={contact.optionalMarker}>
        <textarea id="contact-message" name="message" rows={5} placeholder={fields.message.placeholder} className={inputClasses} />
      </ContactField>
      <div role="status" aria-live="polite" aria-atomic="true" />
      <button type="submit" className={buttonClasses({ variant: "accent", size: "lg", className: "w-full sm:w-auto" })}>
        {contact.submit}
      </button>
    </form>
  );
}
