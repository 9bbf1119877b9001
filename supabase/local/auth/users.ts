import type { Queryable } from "./db.ts";

/** A row of auth.users as pg returns it (timestamps as Date, jsonb as objects). Seeds may leave NULLs anywhere. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_sent_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown> | null;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: "totp" | "phone" | "webauthn";
  status: "unverified" | "verified";
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

export const INSTANCE_ID = "00000000-0000-0000-0000-000000000000";

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>("select * from auth.users where id = $1", [id]);
  return rows[0] ?? null;
}

/** GoTrue's FindUserByEmailAndAudience: e-mails compare case-insensitively, SSO users are not e-mail users. */
export async function findUserByEmail(q: Queryable, email: string, aud: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    "select * from auth.users where lower(email) = lower($1) and aud = $2 and not coalesce(is_sso_user, false) limit 1",
    [email, aud],
  );
  return rows[0] ?? null;
}

export function isBanned(user: UserRow, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until > now;
}

export function isEmailConfirmed(user: UserRow): boolean {
  return user.email_confirmed_at !== null;
}

/** Merges `updates` into user_metadata like GoTrue's UpdateUserMetaData: a null value removes the key. */
export async function updateUserMetadata(q: Queryable, user: UserRow, updates: Record<string, unknown>): Promise<void> {
  const metadata = { ...(user.raw_user_meta_data ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete metadata[key];
    else metadata[key] = value;
  }
  await q.query("update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1", [user.id, metadata]);
  user.raw_user_meta_data = metadata;
}

export async function listFactors(q: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await q.query<FactorRow>(
    "select * from auth.mfa_factors where user_id = $1 order by created_at, id",
    [userId],
  );
  return rows;
}

const iso = (value: Date | null | undefined): string | undefined => (value ? value.toISOString() : undefined);

/** A user as GoTrue serialises models.User: same keys, same order, same omitted-when-empty fields. */
export async function userJson(q: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const [{ rows: identities }, factors] = await Promise.all([
    q.query<IdentityRow>("select * from auth.identities where user_id = $1 order by created_at, id", [user.id]),
    listFactors(q, user.id),
  ]);
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? "",
    role: user.role ?? "",
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: iso(user.phone_change_sent_at),
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data ?? undefined,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email || undefined,
    })),
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous ?? false,
  };
  return json;
}

/** models.Factor's JSON: the secret never leaves the server. */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    phone: factor.phone ?? "",
    last_challenged_at: factor.last_challenged_at ? factor.last_challenged_at.toISOString() : null,
  };
}
