import type { ReactNode } from "react";

export const inputClasses =
  "mt-1 block w-full rounded-md border border-border bg-background px-3 py-2 text-base text-foreground shadow-sm " +
  "placeholder:text-muted-foreground/80 focus-visible:border-ring aria-[invalid=true]:border-destructive " +
  "disabled:cursor-not-allowed disabled:bg-muted";

interface ContactFieldProps {
  id: string;
  label: string;
  /** '(valgfri)' after the label of an optional field. */
  optionalMarker?: string;
  error?: string;
  /** The input; give it `id`, and `aria-describedby={errorId(id)}` when there is an error. */
  children: ReactNode;
}

export const errorId = (id: string) => `${id}-error`;

/**
 * One labelled field of the contact form. The live form and its placeholder (before the form's code has
 * loaded) both use it, so swapping one for the other does not move anything on the page.
 */
export function ContactField({ id, label, optionalMarker, error, children }: ContactFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optionalMarker && <span className="font-normal text-muted-foreground"> {optionalMarker}</span>}
      </label>
      {children}
      {error && (
        <p id={errorId(id)} className="mt-1 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
