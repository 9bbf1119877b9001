import { CircleAlert } from "lucide-react";

/**
 * What went wrong, above the fields where the visitor is looking (the toast at the bottom is easily missed on a
 * phone and goes away). Always in the page, empty until there is something to say, so a screen reader hears it.
 */
export function FormAlert({ text }: { text: string | null }) {
  return (
    <div role="alert" data-testid="auth-alert">
      {text && (
        <p className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>{text}</span>
        </p>
      )}
    </div>
  );
}
