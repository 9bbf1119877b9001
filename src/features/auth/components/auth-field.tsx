import type { InputHTMLAttributes } from "react";
import { forwardRef } from "react";

const inputClasses =
  "mt-1 block w-full rounded-md border border-border bg-background px-3 py-2 text-base text-foreground shadow-sm " +
  "focus-visible:border-ring aria-[invalid=true]:border-destructive disabled:cursor-not-allowed disabled:bg-muted";

interface AuthFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled input whose error is announced with it (aria-describedby). */
export const AuthField = forwardRef<HTMLInputElement, AuthFieldProps>(function AuthField({ id, label, error, ...input }, ref) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
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
