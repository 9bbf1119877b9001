import type { Queryable } from "./db.ts";
import { unprocessable } from "./errors.ts";
import { newId } from "./secrets.ts";

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
  email_change_confirm_status: number | null;
  reauthentication_token: string | null;
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

export interface NewEmailUser {
  id?: string;
  email: string;
  aud: string;
  role: string;
  encryptedPassword: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  confirmed: boolean;
}

/**
 * Creates an e-mail user with its `email` identity the way GoTrue's signup does: the identity carries
 * sub/email/verification flags plus the sign-up data, a confirmed user gets `email_verified: true` in
 * user_metadata, and an address already taken (any case) is 422 `duplicate`.
 */
export async function createEmailUser(q: Queryable, input: NewEmailUser, duplicate: { code: string; message: string }): Promise<UserRow> {
  const id = input.id ?? newId();
  const reserved = new Set(["sub", "email", "email_verified", "phone_verified"]);
  const identityData = {
    sub: id,
    email: input.email,
    email_verified: false,
    phone_verified: false,
    ...Object.fromEntries(Object.entries(input.userMetadata).filter(([key]) => !reserved.has(key))),
  };
  const userMetadata = input.confirmed ? { ...input.userMetadata, email_verified: true } : input.userMetadata;
  const appMetadata = { ...input.appMetadata, provider: "email", providers: ["email"] };
  try {
    await q.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         confirmation_token, recovery_token, email_change_token_new, email_change, raw_app_meta_data,
         raw_user_meta_data, created_at, updated_at, is_anonymous)
       values ($1, $2, $3, $4, $5, $6, case when $7 then now() end, '', '', '', '', $8, $9, now(), now(), false)`,
      [INSTANCE_ID, id, input.aud, input.role, input.email, input.encryptedPassword, input.confirmed, appMetadata, userMetadata],
    );
  } catch (error) {
    // Two requests for one address racing: the unique index decides, like GoTrue's duplicate check.
    if ((error as { code?: string }).code === "23505") throw unprocessable(duplicate.code, duplicate.message);
    throw error;
  }
  await q.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, 'email', now(), now(), now())`,
    [newId(), id, id, identityData],
  );
  const user = await findUserById(q, id);
  if (!user) throw new Error("user vanished right after insert");
  return user;
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
