import { PhoneCall, ShieldAlert, UserRound } from "lucide-react";
import { chatHandoffContent } from "#shared/content/chat-handoff.ts";
import { telHref } from "#shared/content/site.ts";
import { INCIDENT_HOURS, REPLY_WITHIN } from "#shared/content/support.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import type { HandoffView } from "../schemas.ts";

const text = chatHandoffContent(siteIdentity);

const normalise = (value: string) => value.toLowerCase().replace(/\s+/g, " ");
/**
 * The card says things once: its sentence is left out when the reply above it already makes the same promise
 * (the time a person answers, the incident line's hours) or says the sentence itself. The card then keeps what
 * only it has: its title, the privacy line, the call button.
 */
function saidAlready(reply: string | undefined, sentence: string, promise: string): boolean {
  if (!reply) return false;
  const said = normalise(reply);
  return said.includes(normalise(sentence)) || said.includes(normalise(promise));
}

/**
 * The hand-off, as a card of its own under the reply that made it (chat-support's hand-off event): who has the
 * case and by when, what the contact details asked for are used for, and for an attack in progress the incident
 * line to call. A link in it closes the phone's chat sheet like a link in a reply (`onLinkClick`).
 */
export function ChatHandoffCard({ view, reply, onLinkClick }: { view: HandoffView; reply?: string; onLinkClick?: () => void }) {
  if (view === "urgent") {
    return (
      <Card tone="urgent" icon={<ShieldAlert aria-hidden="true" className="size-5" />} title={text.urgentTitle}>
        {saidAlready(reply, text.urgentBody, INCIDENT_HOURS) ? null : <p>{text.urgentBody}</p>}
        <a
          href={telHref(text.urgentPhone)}
          className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-md bg-destructive px-4 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <PhoneCall aria-hidden="true" className="size-4" />
          {text.urgentPhone}
        </a>
      </Card>
    );
  }
  const taken = view === "taken";
  const body = taken ? text.takenBody : text.askBody;
  return (
    <Card tone="person" icon={<UserRound aria-hidden="true" className="size-5" />} title={taken ? text.takenTitle : text.askTitle}>
      {saidAlready(reply, body, REPLY_WITHIN) ? null : <p>{body}</p>}
      {taken ? null : (
        <p className="mt-1 text-xs text-muted-foreground">
          {text.privacyBefore}{" "}
          <a href={text.privacyHref} onClick={onLinkClick} className="underline underline-offset-2">
            {text.privacyLink}
          </a>
        </p>
      )}
    </Card>
  );
}

function Card({ tone, icon, title, children }: { tone: "person" | "urgent"; icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <li className="flex justify-start" data-handoff={tone === "urgent" ? "urgent" : "person"}>
      <section
        aria-label={title}
        className={
          tone === "urgent"
            ? "w-full rounded-xl border-2 border-destructive/60 bg-destructive/5 p-3 text-sm text-foreground"
            : "w-full rounded-xl border-2 border-accent/60 bg-accent/5 p-3 text-sm text-foreground"
        }
      >
        <h3 className="mb-1 flex items-center gap-2 font-semibold">
          {icon}
          {title}
        </h3>
        {children}
      </section>
    </li>
  );
}
