import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "../../../lib/toast.ts";
import { Button } from "../../../components/ui/button.tsx";
import { requestPasswordReset, signIn, signUp, updatePassword, verifySignInCode } from "../api/auth-api.ts";
import {
  forgotPasswordSchema,
  newPasswordSchema,
  signInSchema,
  signUpSchema,
  type ForgotPasswordValues,
  type NewPasswordValues,
  type SignInValues,
  type SignUpValues,
} from "../schemas.ts";
import { AuthField } from "./auth-field.tsx";
import { FormAlert } from "./form-alert.tsx";
import { LegalLine } from "./legal-line.tsx";
import { authErrorText } from "../auth-errors.ts";
import { PASSWORD_RULE } from "../schemas.ts";
import { z } from "zod";
import { useState } from "react";

/**
 * The spec's toast titles stay as quoted ('Sign in failed', ...); what went wrong is said in Danish, in the
 * toast and, so it stays where the visitor looks, in an alert above the fields.
 */
function useFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (title: string, error: unknown) => {
    const text = authErrorText(error);
    setFailure(text);
    toast.error(title, { description: text });
  };
  return { failure, fail, clear: () => setFailure(null) };
}

interface SignInFormProps {
  /** Filled in after a sign-up, which leaves the password to type. */
  email?: string;
  onSignedIn: () => void;
  onNeedsCode: () => void;
  onForgot: () => void;
  /** False while the page holds the form without showing it (AuthField's `linked`). */
  linked?: boolean;
}

export function SignInForm({ email = "", onSignedIn, onNeedsCode, onForgot, linked = true }: SignInFormProps) {
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), mode: "onTouched", defaultValues: { email, password: "" } });
  const { failure, fail, clear } = useFailure();
  const { setFocus } = form;
  useEffect(() => {
    if (email) setFocus("password");
  }, [email, setFocus]);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    clear();
    try {
      const step = await signIn(values);
      if (step === "mfa") onNeedsCode();
      else onSignedIn();
    } catch (error) {
      fail("Sign in failed", error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert text={failure} />
      <AuthField id="signin-email" label="E-mail" type="email" autoComplete="email" linked={linked} error={errors.email?.message} {...form.register("email")} />
      <div>
        <AuthField id="signin-password" label="Adgangskode" type="password" autoComplete="current-password" linked={linked} error={errors.password?.message} {...form.register("password")} />
        <button type="button" className="mt-2 text-sm text-primary underline" onClick={onForgot} data-auth-show="forgot">
          Glemt adgangskode?
        </button>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <span lang="en">{isSubmitting ? "Signing in..." : "Sign In"}</span>
      </Button>
      <LegalLine action="logger ind" />
    </form>
  );
}

export function SignUpForm({ onSignedUp, linked = true }: { onSignedUp: (email: string) => void; linked?: boolean }) {
  const form = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema), mode: "onTouched", defaultValues: { fullName: "", email: "", password: "" } });
  const { failure, fail, clear } = useFailure();
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    clear();
    try {
      await signUp(values);
      toast.success("Success!", { description: "Din konto er oprettet. Log ind for at fortsætte." });
      form.reset();
      onSignedUp(values.email);
    } catch (error) {
      fail("Sign up failed", error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert text={failure} />
      <AuthField id="signup-name" label="Fulde navn" autoComplete="name" linked={linked} error={errors.fullName?.message} {...form.register("fullName")} />
      <AuthField id="signup-email" label="E-mail" type="email" autoComplete="email" linked={linked} error={errors.email?.message} {...form.register("email")} />
      <AuthField id="signup-password" label="Adgangskode" type="password" autoComplete="new-password" linked={linked} hint={PASSWORD_RULE} error={errors.password?.message} {...form.register("password")} />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <span lang="en">{isSubmitting ? "Creating account..." : "Sign Up"}</span>
      </Button>
      <LegalLine action="opretter en konto" />
    </form>
  );
}

export function ForgotPasswordForm({ onBack, linked = true }: { onBack: () => void; linked?: boolean }) {
  const form = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), mode: "onTouched", defaultValues: { email: "" } });
  const { failure, fail, clear } = useFailure();
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    clear();
    try {
      await requestPasswordReset(values);
      toast.success("Check your email", { description: "Vi har sendt dig et link, så du kan vælge en ny adgangskode." });
      onBack();
    } catch (error) {
      fail("Password reset failed", error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {/* The spec names this view Forgot Password, as it names the tabs Sign In and Sign Up: those words stay. */}
      <h2 className="text-xl font-semibold" lang="en">Forgot Password</h2>
      <p className="text-sm text-muted-foreground">Glemt adgangskode? Skriv din e-mail, så sender vi et link, hvor du vælger en ny adgangskode.</p>
      <FormAlert text={failure} />
      <AuthField id="forgot-email" label="E-mail" type="email" autoComplete="email" linked={linked} error={errors.email?.message} {...form.register("email")} />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Sender..." : "Send link"}
      </Button>
      <button type="button" className="text-sm text-primary underline" onClick={onBack} data-auth-show="sign-in">
        Tilbage til log ind
      </button>
    </form>
  );
}

export function NewPasswordForm({ onUpdated }: { onUpdated: () => void }) {
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), mode: "onTouched", defaultValues: { password: "" } });
  const { failure, fail, clear } = useFailure();
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    clear();
    try {
      await updatePassword(values);
      toast.success("Password updated");
      onUpdated();
    } catch (error) {
      fail("Password update failed", error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 className="text-xl font-semibold" lang="en">Set New Password</h2>
      <p className="text-sm text-muted-foreground">Vælg en ny adgangskode til din konto.</p>
      <FormAlert text={failure} />
      <AuthField id="new-password" label="Ny adgangskode" type="password" autoComplete="new-password" hint={PASSWORD_RULE} error={errors.password?.message} {...form.register("password")} />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Gemmer..." : "Gem adgangskode"}
      </Button>
    </form>
  );
}

const codeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, { error: "Skriv de 6 cifre fra din godkendelsesapp" }) });

/** The second step; `onOtherAccount` leaves it (signs the half-signed-in session out) for the password form. */
export function SignInCodeForm({ onSignedIn, onOtherAccount }: { onSignedIn: () => void; onOtherAccount: () => void }) {
  const form = useForm<z.infer<typeof codeSchema>>({ resolver: zodResolver(codeSchema), defaultValues: { code: "" } });
  const { failure, fail, clear } = useFailure();
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    clear();
    try {
      await verifySignInCode(code);
      onSignedIn();
    } catch (error) {
      fail("Sign in failed", error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 className="text-xl font-semibold">Totrinsbekræftelse</h2>
      <p className="text-sm text-muted-foreground">Skriv koden med 6 cifre fra din godkendelsesapp.</p>
      <FormAlert text={failure} />
      <AuthField id="signin-code" label="Kode" inputMode="numeric" autoComplete="one-time-code" error={errors.code?.message} {...form.register("code")} />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Bekræfter..." : "Bekræft"}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onOtherAccount}>
        Log ind med en anden konto
      </Button>
    </form>
  );
}
