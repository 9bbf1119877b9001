import type { InputHTMLAttributes } from "react";
import { forwardRef } from "react";

const inputClasses =
  "mt-1 block w-full rounded-md border border-border bg-background px-3 py-2 text-base text-foreground shadow-sm " +
  "focus-visible:border-ring aria-[invalid=true]:border-destructive disabled:cursor-not-allowed disabled:bg-muted";

interface AuthFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  /**
   * False for a field of a view the page holds but does not show (auth-view-before-app.ts): it has no
   * `id` and its label no `for`, so the page has one labelled "Email" at a time; `data-field-id` keeps
   * the id for the view's switch before the app.
   */
  linked?: boolean;
}

/** A labelled input whose error is announced with it (aria-describedby). */
export const AuthField = forwardRef<HTMLInputElement, AuthFieldProps>(function AuthField({ id, label, error, linked = true, ...input }, ref) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={linked ? id : undefined} data-field-id={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={linked ? id : undefined}
        data-field-id={id}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
});
