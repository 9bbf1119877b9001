// `npm run admin:create -- --email ejer@firma.dk [--name "Mette Kjær"] [--send-link | --print-link]`: makes the
// first (or another) admin on a hosted project, where there is no demo seed. Through the service-role API only:
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY from the environment (the project's Settings → API), SITE_URL
// (or VITE_SITE_URL) for the link back to the site.
//
// - A new address becomes a confirmed user with no password anyone knows, gets the admin role
//   (public.user_roles, what private.is_admin() and the RLS policies read), and is e-mailed a link to choose
//   a password (Supabase Auth's recovery mail, the Danish template of supabase/config.toml, to
//   SITE_URL/auth?reset=true where the app's "set new password" form takes it).
// - An existing user is promoted and keeps their password; no e-mail unless --send-link.
// - Running it again changes nothing and sends nothing (unless --send-link).
// - --print-link prints the link instead of sending it (when the project's auth e-mail is not set up yet);
//   it is single-use and expires like the mailed one, so pass it on only to the new admin.
//
// Why a link and not a one-time password printed here: the password then exists only in the admin's head,
// never in a terminal, shell history or chat; the link expires; and following it proves the admin reads that
// mailbox, where the lead e-mails and password resets go too. The authenticator (TOTP) is not set up here:
// the admin login asks for it at the first sign-in, as for every admin.
import { parseArgs } from "node:util";
import { createClient, type SupabaseClient, type User } from "@supabase/supabase-js";
import { z } from "zod";

const USAGE = 'Usage: npm run admin:create -- --email ejer@firma.dk [--name "Fulde navn"] [--send-link | --print-link]';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function parseCommandLine(): { email: string; name?: string; sendLink: boolean; printLink: boolean } {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        email: { type: "string" },
        name: { type: "string" },
        "send-link": { type: "boolean", default: false },
        "print-link": { type: "boolean", default: false },
      },
      strict: true,
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
  }
  const { values } = parsed;
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) fail(`--email must be an e-mail address.\n${USAGE}`, 2);
  if (values["send-link"] && values["print-link"]) fail(`--send-link and --print-link exclude each other.\n${USAGE}`, 2);
  return { email: email.data, name: values.name?.trim() || undefined, sendLink: values["send-link"], printLink: values["print-link"] };
}

function settings(): { url: string; serviceRoleKey: string; siteUrl: string; adminPath?: string } {
  const env = z
    .object({
      SUPABASE_URL: z.url({ protocol: /^https?$/ }),
      SUPABASE_SERVICE_ROLE_KEY: z.string().trim().min(20),
      SITE_URL: z.url({ protocol: /^https?$/ }),
      VITE_ADMIN_PATH: z.string().trim().startsWith("/").optional(),
    })
    .safeParse({ ...process.env, SITE_URL: process.env.SITE_URL || process.env.VITE_SITE_URL });
  if (!env.success) {
    fail(
      `Set ${env.error.issues.map((issue) => issue.path.join(".")).join(", ")} in the environment: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY ` +
        "from the project's Settings → API, SITE_URL the site's address (README \"Going live\").",
      2,
    );
  }
  return {
    url: env.data.SUPABASE_URL.replace(/\/+$/, ""),
    serviceRoleKey: env.data.SUPABASE_SERVICE_ROLE_KEY,
    siteUrl: env.data.SITE_URL.replace(/\/+$/, ""),
    adminPath: env.data.VITE_ADMIN_PATH,
  };
}

/** The user with this address, if any (the admin API has no lookup by e-mail: page through, 1,000 at a time). */
async function findUser(client: SupabaseClient, email: string): Promise<User | undefined> {
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) throw new Error(`could not list the users: ${error.message}`);
    const found = data.users.find((user) => user.email?.toLowerCase() === email);
    if (found || data.users.length < 1000) return found;
  }
}

async function main(): Promise<void> {
  const args = parseCommandLine();
  const config = settings();
  const client = createClient(config.url, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  let user = await findUser(client, args.email);
  const created = !user;
  if (!user) {
    const { data, error } = await client.auth.admin.createUser({
      email: args.email,
      email_confirm: true,
      ...(args.name ? { user_metadata: { full_name: args.name } } : {}),
    });
    if (error || !data.user) throw new Error(`could not create the user: ${error?.message ?? "no user returned"}`);
    user = data.user;
  }

  const existing = await client.from("user_roles").select("id").eq("user_id", user.id).eq("role", "admin").maybeSingle();
  if (existing.error) throw new Error(`could not read the roles: ${existing.error.message}`);
  const promoted = !existing.data;
  if (promoted) {
    const { error } = await client.from("user_roles").upsert({ user_id: user.id, role: "admin" }, { onConflict: "user_id,role", ignoreDuplicates: true });
    if (error) throw new Error(`could not grant the admin role: ${error.message}`);
  }

  const what = created ? "Created admin" : promoted ? "Promoted to admin" : "Already an admin, nothing changed:";
  console.log(`${what} ${args.email} (user ${user.id})`);

  const redirectTo = `${config.siteUrl}/auth?reset=true`;
  if (args.printLink) {
    const { data, error } = await client.auth.admin.generateLink({ type: "recovery", email: args.email, options: { redirectTo } });
    if (error) throw new Error(`could not make the link: ${error.message}`);
    console.log(`Link to choose a password (single use, expires; give it only to ${args.email}):\n${data.properties.action_link}`);
  } else if (created || args.sendLink) {
    const { error } = await client.auth.resetPasswordForEmail(args.email, { redirectTo });
    if (error) throw new Error(`could not send the e-mail: ${error.message}`);
    console.log(`E-mailed ${args.email} a link to choose a password (Supabase Auth's "Nulstil din adgangskode" mail).`);
  } else if (!created) {
    console.log("Signs in with their existing password (add --send-link to e-mail a link to choose a new one).");
  }
  const login = config.adminPath ? `${config.siteUrl}${config.adminPath}` : `the admin login (${config.siteUrl}/<VITE_ADMIN_PATH>)`;
  console.log(`Next: sign in at ${login}; the first sign-in asks to set up an authenticator app (TOTP).`);
}

main().catch((error: unknown) => fail(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`));
