import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "../../lib/toast.ts";
import { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { confirmTotp, enrolTotp, removeTotp, verifiedTotpFactor, type Enrolment } from "./api/mfa-api.ts";
import { AuthField } from "./components/auth-field.tsx";

const TEXT = {
  title: "Sikkerhed",
  off: "Totrinsbekræftelse er slået fra. Slå den til, så der kræves en kode fra din godkendelsesapp, når du logger ind.",
  on: "Totrinsbekræftelse er slået til. Ved login beder vi om en kode fra din godkendelsesapp.",
  enable: "Slå totrinsbekræftelse til",
  scan: "Scan QR-koden med din godkendelsesapp (fx Google Authenticator eller Microsoft Authenticator), eller indtast nøglen manuelt.",
  secret: "Nøgle",
  code: "Kode fra appen",
  verify: "Bekræft",
  cancel: "Annuller",
  remove: "Slå totrinsbekræftelse fra",
  enabled: "Totrinsbekræftelse er slået til",
  removed: "Totrinsbekræftelse er slået fra",
  error: "Fejl",
  codeFormat: "Koden er 6 cifre",
} as const;

const factorQuery = { queryKey: ["mfa", "totp"], queryFn: verifiedTotpFactor, networkMode: "always" as const, retry: 1 };
const codeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, { error: TEXT.codeFormat }) });

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The portal's "Sikkerhed" card: enrol a TOTP authenticator (QR code and secret), verify it, remove it. */
export function SecurityCard({ online }: { online: boolean }) {
  const queryClient = useQueryClient();
  const factor = useQuery(factorQuery);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<z.infer<typeof codeSchema>>({ resolver: zodResolver(codeSchema), defaultValues: { code: "" } });

  const refresh = () => queryClient.invalidateQueries({ queryKey: factorQuery.queryKey });
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast.error(TEXT.error, { description: describe(error) });
    } finally {
      setBusy(false);
    }
  };

  const verify = form.handleSubmit(({ code }) =>
    run(async () => {
      if (!enrolment) return;
      await confirmTotp(enrolment.factorId, code);
      setEnrolment(null);
      form.reset();
      toast.success(TEXT.enabled);
      await refresh();
    }),
  );

  return (
    <section aria-labelledby="security-title" className="rounded-lg border border-border bg-card p-6 shadow-sm">
      <h2 id="security-title" className="text-xl font-semibold">
        {TEXT.title}
      </h2>
      {factor.isPending ? null : factor.data ? (
        <>
          <p className="mt-2 text-sm">{TEXT.on}</p>
          <Button variant="outline" className="mt-4" disabled={busy || !online} onClick={() => void run(async () => {
            await removeTotp(factor.data!.id);
            toast.success(TEXT.removed);
            await refresh();
          })}>
            {TEXT.remove}
          </Button>
        </>
      ) : enrolment ? (
        <form onSubmit={verify} noValidate className="mt-4 space-y-4">
          <p className="text-sm">{TEXT.scan}</p>
          <img src={enrolment.qrCode} alt="QR-kode til godkendelsesappen" width={180} height={180} className="rounded bg-white p-2" />
          <p className="text-sm">
            {TEXT.secret}: <code className="break-all select-all" data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <AuthField id="totp-code" label={TEXT.code} inputMode="numeric" autoComplete="one-time-code" error={form.formState.errors.code?.message} {...form.register("code")} />
          <div className="flex gap-2">
            <Button type="submit" disabled={busy || !online}>
              {TEXT.verify}
            </Button>
            <Button variant="ghost" onClick={() => void run(async () => {
              await removeTotp(enrolment.factorId);
              setEnrolment(null);
            })}>
              {TEXT.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="mt-2 text-sm">{TEXT.off}</p>
          <Button className="mt-4" disabled={busy || !online} onClick={() => void run(async () => setEnrolment(await enrolTotp()))}>
            {TEXT.enable}
          </Button>
        </>
      )}
    </section>
  );
}
