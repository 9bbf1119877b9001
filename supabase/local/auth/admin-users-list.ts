import type { Handler } from "./handler.ts";
import { badRequest } from "./errors.ts";
import { sendJson } from "./http.ts";
import { authenticateAdmin } from "./require-auth.ts";
import { userJson, type UserRow } from "./users.ts";

/** GoTrue's paginate: a missing or zero value takes the default; anything but a whole number is a 400. */
function positiveInt(raw: string | null, fallback: number): number {
  if (raw === null || raw === "") return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest("validation_failed", "Bad Pagination Parameters");
  const value = Number(raw);
  return value > 0 ? value : fallback;
}

/** GET /admin/users?page&per_page (auth.admin.listUsers): newest first, with GoTrue's paging headers. */
export const adminUsersList: Handler = async (deps, request) => {
  await authenticateAdmin(deps, request);
  const page = positiveInt(request.url.searchParams.get("page"), 1);
  const perPage = Math.min(positiveInt(request.url.searchParams.get("per_page"), 50), 1000);
  const { db, config } = deps;
  const [{ rows: counted }, { rows }] = await Promise.all([
    db.query<{ total: string }>("select count(*) as total from auth.users where aud = $1", [config.audience]),
    db.query<UserRow>("select * from auth.users where aud = $1 order by created_at desc, id limit $2 offset $3", [
      config.audience,
      perPage,
      (page - 1) * perPage,
    ]),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links = [];
  if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  const users = [];
  for (const user of rows) users.push(await userJson(db, user));
  sendJson(request.res, 200, { users, aud: config.audience }, { "x-total-count": String(total), link: links.join(", ") });
};
