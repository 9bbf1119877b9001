import type { ReactNode } from "react";

export const adminInputClasses =
  "mt-1 block w-full rounded-md border border-border bg-background px-3 py-2 text-base text-foreground shadow-sm " +
  "placeholder:text-muted-foreground/80 focus-visible:border-ring aria-[invalid=true]:border-destructive " +
  "disabled:cursor-not-allowed disabled:bg-muted";

/** A labelled field of an admin form; `hint` is shown under it (e.g. a character counter). */
export function AdminField({ id, label, hint, children }: { id: string; label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && <div className="mt-1 text-sm text-muted-foreground">{hint}</div>}
    </div>
  );
}
