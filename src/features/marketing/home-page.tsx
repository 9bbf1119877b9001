import { Link } from "@tanstack/react-router";
import { ArrowRight, Cloud, GraduationCap, Laptop, Lock, Mail, Network } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { buttonClasses } from "../../components/ui/button.tsx";
import { env } from "../../lib/env.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

const protections: Array<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: Laptop, title: "Endpoint-beskyttelse", text: "Antivirus og EDR på alle pc'er og Mac'er." },
  { icon: Mail, title: "E-mailbeskyttelse", text: "Stopper phishing og skadelige vedhæftninger." },
  { icon: Cloud, title: "Cloud-apps", text: "Overvåger Microsoft 365 og Google Workspace." },
  { icon: Network, title: "Netværkssikkerhed", text: "Sikker adgang fra kontoret og hjemmefra." },
  { icon: Lock, title: "Databeskyttelse", text: "Finder og beskytter følsomme data." },
  { icon: GraduationCap, title: "Awareness-træning", text: "Korte kurser, der gør medarbejderne skarpere." },
];

const facts = ["Betroet af 500+ virksomheder", "99,9 % oppetid", "ISO 27001-certificeret", "Support døgnet rundt", "Klar på under 1 time"];

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <section className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            IT-sikkerhed for små virksomheder, samlet i ét abonnement
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-primary-foreground/90">
            {env.productName} beskytter virksomheder med 1 til 30 medarbejdere mod ransomware, phishing og datalæk. Du
            betaler en fast pris pr. medarbejder pr. måned, og {env.resellerName} hjælper dig i gang.
          </p>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-teal-200">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="protections-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="protections-heading" className="text-3xl font-bold tracking-tight">
          Det hele er med
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {protections.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-accent" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="articles-heading" className="bg-muted">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="articles-heading" className="text-3xl font-bold tracking-tight">
            Indsigt og opdateringer
          </h2>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Konkrete råd om phishing, backup, adgangskoder og NIS2, skrevet til små virksomheder uden egen IT-afdeling.
          </p>
          <Link to="/blog" className={buttonClasses({ variant: "accent", size: "lg" })}>
            Læs vores artikler
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </section>
    </>
  );
}
