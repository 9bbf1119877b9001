import type { ReactNode } from "react";

interface SectionHeadingProps {
  id: string;
  title: string;
  intro?: ReactNode;
  /** Light text for the dark sections. */
  inverted?: boolean;
}

/** The h2 and lead paragraph every landing section starts with; `id` is for aria-labelledby. */
export function SectionHeading({ id, title, intro, inverted = false }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && (
        <p className={`mt-4 text-base text-pretty sm:text-lg ${inverted ? "text-primary-foreground/85" : "text-muted-foreground"}`}>
          {intro}
        </p>
      )}
    </div>
  );
}

/** Shared section spacing; `scroll-mt` keeps the heading clear of the sticky header after a jump. */
export const sectionClasses = "scroll-mt-16 px-4 py-12 sm:px-6 sm:py-20 lg:px-8";
