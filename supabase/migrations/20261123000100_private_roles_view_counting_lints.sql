-- Issue 10, item 2 (and the admin-MFA rule of issue 13): the database surface an attacker with the anon key
-- can reach.
--
-- 1. Role helpers take no user id. public.is_admin(uid) let anyone ask "is this author_id an admin?". It
--    is dropped; private.is_admin() answers for the caller's own auth.uid() only, in schema `private`,
--    which PostgREST does not expose (config.toml [api].schemas). Every policy calls it.
-- 2. An admin who has a verified MFA factor is an admin for RLS only in an aal2 session: a stolen
--    password alone (aal1) opens no drafts and no writes. Admins without a factor are unaffected.
-- 3. increment_post_views counts a visitor once per post per UTC day, decided here, so a loop of
--    anonymous calls adds one view, not one per call.
-- 4. Supabase's database linter (splinter) finds no WARN on the migrated database:
--    - no SECURITY DEFINER function in the exposed schema (0028/0029): the exposed RPCs are SECURITY
--      INVOKER wrappers around definer functions in `private` (Supabase's own advice for such functions);
--    - one permissive policy per table, role and action (0006);
--    - no broad SELECT policy on the public blog-images bucket (0025): a public bucket serves objects by
--      URL without any policy, so the listing policy only let anyone enumerate the files.
--    tests/integration/db-lints.test.ts runs our own queries for these lints on the throwaway stack.

-- ---------------------------------------------------------------------------------------------------------
-- The private schema: reachable from SQL (policies, wrappers), never as /rest/v1 routes.
-- ---------------------------------------------------------------------------------------------------------

-- USAGE lets policies and the public wrappers call the functions granted below; it exposes nothing over
-- HTTP because PostgREST serves only the schemas in its db-schemas setting.
grant usage on schema private to anon, authenticated, service_role;

-- The caller is an admin: has the role and, if they have set up an authenticator, proved it in this
-- session (JWT claim aal = 'aal2', which the auth server issues only after an MFA verify).
-- Security definer to read user_roles and auth.mfa_factors whatever the caller may read; empty
-- search_path so nothing can be shadowed. auth.uid()/auth.jwt() read the caller's verified JWT.
create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1 from public.user_roles ur
       where ur.user_id = (select auth.uid()) and ur.role = 'admin'::public.app_role
    )
    and (
      coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
      or not exists (
        select 1 from auth.mfa_factors f
         where f.user_id = (select auth.uid()) and f.status = 'verified'
      )
    )
$$;
comment on function private.is_admin() is
  'True when the caller has the admin role, and an aal2 session if they have a verified MFA factor.';

revoke all on function private.is_admin() from public, anon;
-- anon never needs it: no policy for anon asks about admins.
grant execute on function private.is_admin() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Policies move to private.is_admin(); public.is_admin(uid) goes. Posts and testimonials get one
-- permissive policy per role and action. Visitors (anon) keep their own, index-friendly read policy
-- (blog_posts_published_idx is partial on the public condition); signed-in users get one read policy
-- "public row or admin", evaluated with is_admin() once per statement through the scalar subquery.
-- ---------------------------------------------------------------------------------------------------------

drop policy "Anyone reads published posts" on public.blog_posts;
drop policy "Admins read all posts" on public.blog_posts;
drop policy "Admins create posts" on public.blog_posts;
drop policy "Admins update posts" on public.blog_posts;
drop policy "Admins delete posts" on public.blog_posts;
drop policy "Anyone reads active testimonials" on public.testimonials;
drop policy "Admins read all testimonials" on public.testimonials;
drop policy "Admins create testimonials" on public.testimonials;
drop policy "Admins update testimonials" on public.testimonials;
drop policy "Admins delete testimonials" on public.testimonials;
drop policy "Admins read conversations" on public.chat_conversations;
drop policy "Admins read messages" on public.chat_messages;
drop policy "Admins read escalations" on public.chat_escalations;
drop policy "Admins read contact messages" on public.contact_messages;
drop policy "blog_images_public_read" on storage.objects;
drop policy "blog_images_admin_insert" on storage.objects;
drop policy "blog_images_admin_update" on storage.objects;
drop policy "blog_images_admin_delete" on storage.objects;

drop function public.is_admin(uuid);

create policy "Visitors read published posts"
  on public.blog_posts for select to anon
  using (status = 'published' and not _deleted);
create policy "Users read published posts, admins all posts"
  on public.blog_posts for select to authenticated
  using ((status = 'published' and not _deleted) or (select private.is_admin()));
create policy "Admins create posts"
  on public.blog_posts for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins update posts"
  on public.blog_posts for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins delete posts"
  on public.blog_posts for delete to authenticated
  using ((select private.is_admin()));

create policy "Visitors read active testimonials"
  on public.testimonials for select to anon
  using (is_active and not _deleted);
create policy "Users read active testimonials, admins all"
  on public.testimonials for select to authenticated
  using ((is_active and not _deleted) or (select private.is_admin()));
create policy "Admins create testimonials"
  on public.testimonials for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins update testimonials"
  on public.testimonials for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins delete testimonials"
  on public.testimonials for delete to authenticated
  using ((select private.is_admin()));

create policy "Admins read conversations"
  on public.chat_conversations for select to authenticated
  using ((select private.is_admin()));
create policy "Admins read messages"
  on public.chat_messages for select to authenticated
  using ((select private.is_admin()));
create policy "Admins read escalations"
  on public.chat_escalations for select to authenticated
  using ((select private.is_admin()));
create policy "Admins read contact messages"
  on public.contact_messages for select to authenticated
  using ((select private.is_admin()));

-- blog-images: public URLs need no policy (Storage serves a public bucket's objects without RLS).
-- Admins may list and read through the API, which upsert (overwrite) also needs.
create policy "blog_images_admin_select"
  on storage.objects for select to authenticated
  using (bucket_id = 'blog-images' and (select private.is_admin()));
create policy "blog_images_admin_insert"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'blog-images' and (select private.is_admin()));
-- The check clause stops an admin update from moving an object into another bucket through this policy.
create policy "blog_images_admin_update"
  on storage.objects for update to authenticated
  using (bucket_id = 'blog-images' and (select private.is_admin()))
  with check (bucket_id = 'blog-images' and (select private.is_admin()));
create policy "blog_images_admin_delete"
  on storage.objects for delete to authenticated
  using (bucket_id = 'blog-images' and (select private.is_admin()));

-- The caller's own admin status for the app and the verify-admin function (rpc "is_admin", no arguments).
-- Security invoker: it runs as the caller, so it can only ever answer about the caller. anon gets nothing.
create function public.is_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.is_admin()
$$;
comment on function public.is_admin() is 'Whether the caller is an admin now (private.is_admin()); takes no user id.';
revoke all on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- View counting: once per visitor, post and UTC day.
-- ---------------------------------------------------------------------------------------------------------

-- A random salt made once per database, so a stored visitor hash cannot be turned back into an address by
-- hashing all 2^32 IPv4 addresses.
create table private.settings (
  name text primary key,
  value text not null
);
alter table private.settings enable row level security;
revoke all on private.settings from public, anon, authenticated;
insert into private.settings (name, value)
values ('post_view_salt', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
on conflict (name) do nothing;

-- Who has been counted for which post today. Rows older than yesterday are deleted as views come in, so
-- the table holds about two days of visitors.
create table private.post_view_visitors (
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  day date not null,
  visitor_hash text not null,
  constraint post_view_visitors_pkey primary key (post_id, day, visitor_hash)
);
create index post_view_visitors_day_idx on private.post_view_visitors (day);
alter table private.post_view_visitors enable row level security;
revoke all on private.post_view_visitors from public, anon, authenticated;
comment on table private.post_view_visitors is
  'Hashed visitor keys already counted per post and UTC day (increment_post_views). Kept for two days.';

-- The visitor is the signed-in user, else the client address: the first x-forwarded-for entry of the
-- request as PostgREST hands it over in request.headers (hosted Supabase and the local gateway put the
-- caller's address first there, as supabase/functions/_shared/client-address.ts relies on too).
-- Counting needs UPDATE on blog_posts, which visitors do not have: hence security definer.
create function private.count_post_view(p_post_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  address text := nullif(btrim(split_part(coalesce(headers ->> 'x-forwarded-for', ''), ',', 1)), '');
  visitor text := coalesce('user:' || auth.uid()::text, 'ip:' || coalesce(address, 'unknown'));
  today date := (now() at time zone 'utc')::date;
  salt text;
  views integer;
begin
  perform 1 from public.blog_posts p where p.id = p_post_id and p.status = 'published' and not p._deleted;
  if not found then
    return null;
  end if;

  select s.value into salt from private.settings s where s.name = 'post_view_salt';
  insert into private.post_view_visitors (post_id, day, visitor_hash)
  values (p_post_id, today, encode(sha256(convert_to(coalesce(salt, '') || '|' || today::text || '|' || visitor, 'UTF8')), 'hex'))
  on conflict on constraint post_view_visitors_pkey do nothing;

  if found then
    -- A single atomic UPDATE: concurrent first views of different visitors are never lost.
    update public.blog_posts p
       set views_count = p.views_count + 1
     where p.id = p_post_id and p.status = 'published' and not p._deleted
    returning p.views_count into views;
  else
    select p.views_count into views from public.blog_posts p where p.id = p_post_id;
  end if;

  delete from private.post_view_visitors v where v.day < today - 1;
  return views;
end;
$$;
comment on function private.count_post_view(uuid) is
  'Counts a view of a published post once per visitor and UTC day; returns the current count or null.';
revoke all on function private.count_post_view(uuid) from public;
grant execute on function private.count_post_view(uuid) to anon, authenticated, service_role;

-- The app's existing call (src/features/blog/api/post-views.ts) keeps its name, argument and answer: the
-- post's view count (unchanged when this visitor was already counted today), or null for no such post.
create or replace function public.increment_post_views(post_id uuid)
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.count_post_view(post_id)
$$;
comment on function public.increment_post_views(uuid) is
  'Counts the caller''s view of a published post once per day; returns the view count (null if no such post).';
revoke all on function public.increment_post_views(uuid) from public;
grant execute on function public.increment_post_views(uuid) to anon, authenticated, service_role;
