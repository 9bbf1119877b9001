import { useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "../../../lib/toast.ts";
import { ShieldCheck } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { env } from "../../../lib/env.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { ADMIN_LOGIN_TEXT as T } from "../admin-text.ts";
import { checkIsAdmin, signInWithPassword, signOutAdmin, verifySecondFactor } from "../api/admin-session.ts";
import { AdminField, adminInputClasses } from "./admin-field.tsx";

type Step = "password" | "code";
type Busy = "idle" | "signing-in" | "verifying";

/**
 * The admin login of /admin and the secret path (docs/product-rules.md#admin-area): password sign-in, the authenticator
 * code when the admin enrolled one, then verify-admin decides where the admin goes.
 */
export function AdminLoginPage() {
  useDocumentTitle(`${env.productName} ${T.headingSuffix}`);
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("password");
  const [busy, setBusy] = useState<Busy>("idle");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");

  async function verifyAdmin(): Promise<void> {
    setBusy("verifying");
    let isAdmin: boolean;
    try {
      isAdmin = await checkIsAdmin();
    } catch (error) {
      console.error("verify-admin failed:", error);
      toast.error(T.checkFailedTitle, { description: T.checkFailedText });
      setBusy("idle");
      return;
    }
    if (isAdmin) {
      await navigate({ to: "/admin/posts" });
      return;
    }
    toast.error(T.deniedTitle, { description: T.deniedText });
    await signOutAdmin().catch((error: unknown) => console.error("Sign-out failed:", error));
    await navigate({ to: "/" });
  }

  async function onPassword(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setBusy("signing-in");
    try {
      const result = await signInWithPassword(email.trim(), password);
      if (result.error) {
        toast.error(T.signInFailedTitle, { description: result.error });
        setBusy("idle");
        return;
      }
      if (result.needsCode) {
        setStep("code");
        setBusy("idle");
        return;
      }
    } catch (error) {
      // The auth server could not be reached at all (offline, for instance).
      toast.error(T.signInFailedTitle, { description: error instanceof Error ? error.message : String(error) });
      setBusy("idle");
      return;
    }
    await verifyAdmin();
  }

  async function onCode(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setBusy("signing-in");
    const result = await verifySecondFactor(code.trim()).catch((error: unknown) => ({
      error: error instanceof Error ? error.message : String(error),
    }));
    if (result.error) {
      toast.error(T.signInFailedTitle, { description: result.error });
      setBusy("idle");
      return;
    }
    await verifyAdmin();
  }

  async function cancelCode(): Promise<void> {
    await signOutAdmin().catch((error: unknown) => console.error("Sign-out failed:", error));
    setCode("");
    setStep("password");
  }

  const disabled = busy !== "idle";
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16">
      <div className="rounded-lg border border-border bg-card p-8 shadow-sm">
        <div className="mb-6 text-center">
          <ShieldCheck aria-hidden="true" className="mx-auto mb-3 size-10 text-accent" />
          <h1 className="text-2xl font-bold">
            {env.productName} {T.headingSuffix}
          </h1>
          <p className="mt-1 text-muted-foreground">{T.subtitle}</p>
        </div>
        {step === "password" ? (
          <form onSubmit={(event) => void onPassword(event)} className="space-y-4" aria-label={T.subtitle}>
            <AdminField id="admin-email" label={T.email}>
              <input
                id="admin-email"
                type="email"
                required
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                disabled={disabled}
                className={adminInputClasses}
              />
            </AdminField>
            <AdminField id="admin-password" label={T.password}>
              <input
                id="admin-password"
                type="password"
                required
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                disabled={disabled}
                className={adminInputClasses}
              />
            </AdminField>
            <Button type="submit" className="w-full" disabled={disabled}>
              {busy === "signing-in" ? T.submitting : T.submit}
            </Button>
          </form>
        ) : (
          <form onSubmit={(event) => void onCode(event)} className="space-y-4" aria-label={T.codeFormLabel}>
            <p className="text-sm text-muted-foreground">{T.codeHint}</p>
            <AdminField id="admin-code" label={T.codeLabel}>
              <input
                id="admin-code"
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                disabled={disabled}
                className={adminInputClasses}
                autoFocus
              />
            </AdminField>
            <div className="flex gap-2">
              <Button type="submit" className="flex-1" disabled={disabled}>
                {busy === "signing-in" ? T.submitting : T.codeSubmit}
              </Button>
              <Button variant="outline" onClick={() => void cancelCode()} disabled={disabled}>
                {T.codeCancel}
              </Button>
            </div>
          </form>
        )}
        {busy === "verifying" && (
          <p role="status" className="mt-4 text-center text-sm text-muted-foreground">
            {T.verifying}
          </p>
        )}
      </div>
    </div>
  );
}
