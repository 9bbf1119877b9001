// TOTP factors of the signed-in user (docs/product-rules.md#accounts-and-sign-in), for the portal's "Sikkerhed" card.
import { getSupabase } from "../../../lib/supabase.ts";

export interface VerifiedFactor {
  id: string;
  friendlyName: string;
}

export interface Enrolment {
  factorId: string;
  /** The auth server's QR code as an image URL (an SVG data URL). */
  qrCode: string;
  secret: string;
}

export async function verifiedTotpFactor(): Promise<VerifiedFactor | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  const factor = data.totp.find((candidate) => candidate.status === "verified");
  return factor ? { id: factor.id, friendlyName: factor.friendly_name ?? "" } : null;
}

/** Starts enrolment; an unverified factor left from an abandoned attempt is removed first. */
export async function enrolTotp(): Promise<Enrolment> {
  const supabase = await getSupabase();
  const { data: listed } = await supabase.auth.mfa.listFactors();
  for (const factor of listed?.all ?? []) {
    if (factor.factor_type === "totp" && factor.status !== "verified") await supabase.auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: `Godkendelsesapp ${new Date().toISOString().slice(0, 10)}` });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

export async function confirmTotp(factorId: string, code: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

export async function removeTotp(factorId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw error;
  // The session still says aal2 until it is refreshed; refresh so it matches the account again.
  await supabase.auth.refreshSession();
}
