import { z } from "zod";
import { badRequest, notFound } from "./errors.ts";
import type { Queryable } from "./db.ts";
import { findUserById, type UserRow } from "./users.ts";
import { jsonMap, optionalStr, str } from "./validate.ts";

/** GoTrue's AdminUserParams, shared by POST /admin/users and PUT /admin/users/{id}. */
export const AdminUserParams = z.object({
  id: str,
  aud: str,
  role: str,
  email: str,
  phone: str,
  password: optionalStr,
  email_confirm: z.boolean().nullish(),
  phone_confirm: z.boolean().nullish(),
  user_metadata: jsonMap,
  app_metadata: jsonMap,
  ban_duration: str,
});

const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, "µs": 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Go's time.ParseDuration ("24h", "1h30m", "90s"), as ban_duration is given; "none" lifts a ban. */
export function banUntil(duration: string): Date | null {
  if (duration === "none") return null;
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join("") !== duration) {
    throw badRequest("validation_failed", `invalid format for ban duration: time: invalid duration "${duration}"`);
  }
  const ms = parts.reduce((sum, part) => sum + Number(part[1]) * (UNIT_MS[part[2] ?? "s"] ?? 0), 0);
  return new Date(Date.now() + ms);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's loadUser for /admin/users/{user_id}. */
export async function loadUserParam(q: Queryable, userId: string): Promise<UserRow> {
  if (!UUID.test(userId)) throw notFound("validation_failed", "user_id must be an UUID");
  const user = await findUserById(q, userId);
  if (!user) throw notFound("user_not_found", "User not found");
  return user;
}
