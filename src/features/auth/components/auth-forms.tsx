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
import { z } from "zod";


const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email, password: "" } });
  const { setFocus } = form;
  useEffect(() => {
    if (email) setFocus("password");
  }, [email, setFocus]);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const step = await signIn(values);
      if (step === "mfa") onNeedsCode();
      else onSignedIn();
    } catch (error) {
      toast.error("Sign in failed", { description: message(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <AuthField id="signin-email" label="Email" type="email" autoComplete="email" linked={linked} error={errors.email?.message} {...form.register("email")} />
      <AuthField id="signin-password" label="Password" type="password" autoComplete="current-password" linked={linked} error={errors.password?.message} {...form.register("password")} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign In"}
      </Button>
      <button type="button" className="text-sm text-primary underline" onClick={onForgot} data-auth-show="forgot">
        Forgot password?
      </button>
    </form>
  );
}

export function SignUpForm({ onSignedUp, linked = true }: { onSignedUp: (email: string) => void; linked?: boolean }) {
  const form = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema), defaultValues: { fullName: "", email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await signUp(values);
      toast.success("Success!", { description: "Your account has been created. You can now sign in." });
      form.reset();
      onSignedUp(values.email);
    } catch (error) {
      toast.error("Sign up failed", { description: message(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <AuthField id="signup-name" label="Full name" autoComplete="name" linked={linked} error={errors.fullName?.message} {...form.register("fullName")} />
      <AuthField id="signup-email" label="Email" type="email" autoComplete="email" linked={linked} error={errors.email?.message} {...form.register("email")} />
      <AuthField id="signup-password" label="Password" type="password" autoComplete="new-password" linked={linked} error={errors.password?.message} {...form.register("password")} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Sign Up"}
      </Button>
    </form>
  );
}

export function ForgotPasswordForm({ onBack, linked = true }: { onBack: () => void; linked?: boolean }) {
  const form = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await requestPasswordReset(values);
      toast.success("Check your email", { description: "We have sent you a link to reset your password." });
      onBack();
    } catch (error) {
      toast.error("Password reset failed", { description: message(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 className="text-xl font-semibold">Forgot Password</h2>
      <AuthField id="forgot-email" label="Email" type="email" autoComplete="email" linked={linked} error={errors.email?.message} {...form.register("email")} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send reset link"}
      </Button>
      <button type="button" className="text-sm text-primary underline" onClick={onBack} data-auth-show="sign-in">
        Back to sign in
      </button>
    </form>
  );
}

export function NewPasswordForm({ onUpdated }: { onUpdated: () => void }) {
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await updatePassword(values);
      toast.success("Password updated");
      onUpdated();
    } catch (error) {
      toast.error("Password update failed", { description: message(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 className="text-xl font-semibold">Set New Password</h2>
      <AuthField id="new-password" label="New password" type="password" autoComplete="new-password" error={errors.password?.message} {...form.register("password")} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Updating..." : "Update password"}
      </Button>
    </form>
  );
}

const codeSchema = z.object({ code: z.string().regex(/^\d{6}$/, { error: "Enter the 6-digit code" }) });

/** The second step; `onOtherAccount` leaves it (signs the half-signed-in session out) for the password form. */
export function SignInCodeForm({ onSignedIn, onOtherAccount }: { onSignedIn: () => void; onOtherAccount: () => void }) {
  const form = useForm<z.infer<typeof codeSchema>>({ resolver: zodResolver(codeSchema), defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await verifySignInCode(code);
      onSignedIn();
    } catch (error) {
      toast.error("Sign in failed", { description: message(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 className="text-xl font-semibold">Two-step verification</h2>
      <p className="text-sm text-muted-foreground">Enter the 6-digit code from your authenticator app.</p>
      <AuthField id="signin-code" label="Code" inputMode="numeric" autoComplete="one-time-code" error={errors.code?.message} {...form.register("code")} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Verifying..." : "Verify"}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onOtherAccount}>
        Sign in with another account
      </Button>
    </form>
  );
}
