import type { InputHTMLAttributes } from "react";
import { forwardRef, useState } from "react";

const inputClasses =
  "mt-1 block w-full rounded-md border border-border bg-background px-3 py-2 text-base text-foreground shadow-sm " +
  "focus-visible:border-ring aria-[invalid=true]:border-destructive disabled:cursor-not-allowed disabled:bg-muted";

interface AuthFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  /** Said under the field before anything is typed (a password's rule); the error takes its place when it fails. */
  hint?: string;
  /**
   * False for a field of a view the page holds but does not show (auth-view-before-app.ts): it has no
   * `id` and its label no `for`, so the page has one labelled "E-mail" at a time; `data-field-id` keeps
   * the id for the view's switch before the app.
   */
  linked?: boolean;
}

/** A labelled input whose hint or error is announced with it (aria-describedby); a password one can be shown. */
export const AuthField = forwardRef<HTMLInputElement, AuthFieldProps>(function AuthField(
  { id, label, error, hint, linked = true, type, ...input },
  ref,
) {
  const [shown, setShown] = useState(false);
  const isPassword = type === "password";
  const noteId = `${id}-note`;
  const note = error ?? hint;
  const field = (
    <input
      ref={ref}
      id={linked ? id : undefined}
      data-field-id={id}
      type={isPassword && shown ? "text" : type}
      className={isPassword ? `${inputClasses} pr-16` : inputClasses}
      aria-invalid={error ? true : undefined}
      aria-describedby={note ? noteId : undefined}
      {...input}
    />
  );
  return (
    <div>
      <label htmlFor={linked ? id : undefined} data-field-id={id} className="text-sm font-medium">
        {label}
      </label>
      {isPassword ? (
        <div className="relative">
          {field}
          {/* Shows what was typed (a phone keyboard makes typos easy); nothing is sent or stored by it. */}
          <button
            type="button"
            className="absolute inset-y-0 right-0 mt-1 px-3 text-sm font-medium text-primary underline-offset-2 hover:underline"
            aria-pressed={shown}
            aria-label={shown ? "Skjul adgangskoden" : "Vis adgangskoden"}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? "Skjul" : "Vis"}
          </button>
        </div>
      ) : (
        field
      )}
      {note && (
        <p id={noteId} className={error ? "mt-1 text-sm text-destructive" : "mt-1 text-sm text-muted-foreground"}>
          {note}
        </p>
      )}
    </div>
  );
});
