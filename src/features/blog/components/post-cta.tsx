import { ArrowRight, CalendarCheck, ShieldCheck } from "lucide-react";
import { ContentLink } from "../../../components/layout/content-link.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { siteIdentity } from "../../../lib/site-identity.ts";

/**
 * The end of a post leads somewhere (issue 36): a reader who got this far is told what protects against what
 * they just read about, with the plans and a demo one tap away, instead of dropping into the footer.
 */
export function PostCallToAction() {
  return (
    <aside aria-labelledby="post-cta-heading" className="mt-14 rounded-2xl bg-primary p-6 text-primary-foreground sm:p-8" data-testid="post-cta">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-teal-300 uppercase">
        <ShieldCheck aria-hidden="true" className="size-4" />
        {siteIdentity.productName}
      </p>
      <h2 id="post-cta-heading" className="mt-2 text-2xl font-bold tracking-tight text-balance">
        Beskyt jeres virksomhed mod det, I lige har læst om
      </h2>
      <p className="mt-3 text-primary-foreground/90">
        Computere, mail, cloud og medarbejdere beskyttet ét sted, sat op på under en time og betalt pr. medarbejder pr. måned.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ContentLink href="#pricing" data-primary-cta="" className={buttonClasses({ variant: "accent", size: "lg", className: "focus-visible:outline-teal-300" })}>
          Se planer og priser
          <ArrowRight aria-hidden="true" />
        </ContentLink>
        <ContentLink
          href="#contact"
          data-primary-cta=""
          className={buttonClasses({
            variant: "outline",
            size: "lg",
            className: "border-white/40 bg-transparent text-primary-foreground hover:bg-white/10 focus-visible:outline-teal-300",
          })}
        >
          <CalendarCheck aria-hidden="true" />
          Book en demo
        </ContentLink>
      </div>
    </aside>
  );
}
