import { contactContent } from "../../../content/landing.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { ContactField, inputClasses } from "./contact-field.tsx";

const contact = contactContent(siteIdentity);

/**
 * The form's exact shape, disabled, until its code (react-hook-form, zod) has loaded: that happens when
 * the section comes near the screen, so the landing page's first load stays small. Also what the
 * prerendered HTML shows; nothing can be typed into it and then lost.
 */
export function ContactFormPlaceholder() {
  const { fields } = contact;
  return (
    <form aria-label={contact.heading} aria-busy="true" className="space-y-5">
      <fieldset disabled className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactField id="contact-name" label={fields.name.label}>
            <input id="contact-name" type="text" placeholder={fields.name.placeholder} className={inputClasses} />
          </ContactField>
          <ContactField id="contact-email" label={fields.email.label}>
            <input id="contact-email" type="email" placeholder={fields.email.placeholder} className={inputClasses} />
          </ContactField>
        </div>
        <ContactField id="contact-company" label={fields.company.label} optionalMarker={contact.optionalMarker}>
          <input id="contact-company" type="text" placeholder={fields.company.placeholder} className={inputClasses} />
        </ContactField>
        <ContactField id="contact-message" label={fields.message.label} optionalMarker={contact.optionalMarker}>
          <textarea id="contact-message" rows={5} placeholder={fields.message.placeholder} className={inputClasses} />
        </ContactField>
        <button type="submit" className={buttonClasses({ variant: "accent", size: "lg", className: "w-full sm:w-auto" })}>
          {contact.submit}
        </button>
      </fieldset>
    </form>
  );
}
