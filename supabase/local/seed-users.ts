import type pg from "pg";

export interface DemoUserEnv {
  DEMO_ADMIN_EMAIL: string;
  DEMO_ADMIN_PASSWORD: string;
  DEMO_CUSTOMER_EMAIL: string;
  DEMO_CUSTOMER_PASSWORD: string;
}

export interface DemoUserIds {
  adminId: string;
  customerId: string;
}

interface DemoUser {
  email: string;
  password: string;
  fullName: string;
}

/** The author name the demo posts in supabase/seed.sql use, so the admin and the bylines agree. */
const DEMO_ADMIN_FULL_NAME = "Mette Kjær";
const DEMO_CUSTOMER_FULL_NAME = "Lars Holm";

/**
 * Creates (or brings up to date) the demo admin and customer as confirmed e-mail users, the way GoTrue stores
 * them: auth.users with a bcrypt hash from pgcrypto (GoTrue verifies $2a$ hashes), an `email` identity, and
 * for the admin a user_roles row. Runs after the migrations and before supabase/seed.sql, which looks the
 * admin up through user_roles. Safe to run again: a changed password in .env is applied, nothing duplicates.
 */
export async function seedDemoUsers(db: pg.Pool, env: DemoUserEnv): Promise<DemoUserIds> {
  const admin: DemoUser = { email: env.DEMO_ADMIN_EMAIL, password: env.DEMO_ADMIN_PASSWORD, fullName: DEMO_ADMIN_FULL_NAME };
  const customer: DemoUser = {
    email: env.DEMO_CUSTOMER_EMAIL,
    password: env.DEMO_CUSTOMER_PASSWORD,
    fullName: DEMO_CUSTOMER_FULL_NAME,
  };
  if (admin.email.toLowerCase() === customer.email.toLowerCase()) {
    throw new Error("DEMO_ADMIN_EMAIL and DEMO_CUSTOMER_EMAIL must differ");
  }

  const client = await db.connect();
  try {
    await client.query("begin");
    const adminId = await upsertUser(client, admin);
    const customerId = await upsertUser(client, customer);
    await client.query(
      `insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id, role) do nothing`,
      [adminId],
    );
    // The customer is the "signed in, not admin" demo: make sure an old run did not leave it an admin.
    await client.query(`delete from public.user_roles where user_id = $1`, [customerId]);
    await client.query("commit");
    return { adminId, customerId };
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function upsertUser(client: pg.PoolClient, user: DemoUser): Promise<string> {
  const email = user.email.trim().toLowerCase();
  const meta = JSON.stringify({ full_name: user.fullName, email, email_verified: true, phone_verified: false });

  const existing = await client.query<{ id: string }>(`select id from auth.users where lower(email) = $1`, [email]);
  let id = existing.rows[0]?.id;
  if (id) {
    // Re-hash only when the password changed, so an unchanged account keeps its hash and sessions.
    await client.query(
      `update auth.users
          set encrypted_password = case
                when encrypted_password = extensions.crypt($2, encrypted_password) then encrypted_password
                else extensions.crypt($2, extensions.gen_salt('bf', 10)) end,
              email_confirmed_at = coalesce(email_confirmed_at, now()),
              raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $3::jsonb,
              banned_until = null,
              deleted_at = null,
              updated_at = now()
        where id = $1`,
      [id, user.password, meta],
    );
  } else {
    // GoTrue scans the token columns into Go strings, so they must be '' rather than null.
    const inserted = await client.query<{ id: string }>(
      `insert into auth.users (
         instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         confirmation_token, recovery_token, email_change_token_new, email_change,
         raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, is_anonymous
       ) values (
         '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
         extensions.crypt($2, extensions.gen_salt('bf', 10)), now(),
         '', '', '', '',
         '{"provider": "email", "providers": ["email"]}'::jsonb, $3::jsonb, false, now(), now(), false
       )
       returning id`,
      [email, user.password, meta],
    );
    id = inserted.rows[0]?.id;
    if (!id) throw new Error(`could not create demo user ${email}`);
  }

  // Since 2023 GoTrue uses the user id as the provider_id of the email identity.
  await client.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text) || $2::jsonb, 'email', null, now(), now())
     on conflict (provider_id, provider)
       do update set identity_data = excluded.identity_data, updated_at = now()`,
    [id, meta],
  );
  return id;
}
