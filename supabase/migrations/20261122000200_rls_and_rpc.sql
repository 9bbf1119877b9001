-- Row-level security, table privileges and the public RPCs.
--
-- Who may do what (docs/product-rules.md#roles-and-permissions; the RLS matrix test in tests/integration/rls-matrix.test.ts checks
-- every cell):
--   blog_posts, testimonials  anon/customer: read published (posts) or active (testimonials), not _deleted.
--                             admin: everything, including drafts, inactive and soft-deleted rows.
--   chat_*                    admin: read. Writes come from the chat-support function as service_role.
--   user_roles                a user reads own rows. Writes only by service_role/postgres.
--   service_role              bypasses RLS (Supabase default), used by edge functions.
-- Policies call is_admin() through a scalar subquery so Postgres evaluates it once per statement.
--
-- Privileges: Supabase's default grants give anon/authenticated ALL on new public tables and EXECUTE on
-- new functions, leaving RLS as the only gate. RLS does not cover TRUNCATE, REFERENCES or TRIGGER, and
-- functions are executable by PUBLIC by default, so those are revoked explicitly below.

alter table public.user_roles enable row level security;
alter table public.blog_posts enable row level security;
alter table public.testimonials enable row level security;
alter table public.chat_conversations enable row level security;
alter table public.chat_messages enable row level security;
alter table public.chat_escalations enable row level security;

-- ---------------------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------------------

revoke truncate, references, trigger on
  public.user_roles, public.blog_posts, public.testimonials,
  public.chat_conversations, public.chat_messages, public.chat_escalations
from anon, authenticated;

-- Visitors only ever read, and only posts and testimonials.
revoke insert, update, delete on public.blog_posts, public.testimonials from anon;
revoke all on public.user_roles, public.chat_conversations, public.chat_messages, public.chat_escalations from anon;
revoke all on public.chat_conversation_summaries from anon;

-- Signed-in users never write roles or chat rows directly.
revoke insert, update, delete on
  public.user_roles, public.chat_conversations, public.chat_messages, public.chat_escalations
from authenticated;
revoke insert, update, delete, truncate, references, trigger on public.chat_conversation_summaries from authenticated;

-- Trigger functions are internal. (Postgres refuses to call them outside a trigger anyway.)
revoke all on function
  private.set_modified(), private.set_author_id(), private.set_updated_at(), private.touch_chat_conversation()
from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Policies
-- ---------------------------------------------------------------------------------------------------------

create policy "Users read their own roles"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));

-- Public and admin reads are separate policies on purpose: visitors' queries then carry only the public
-- condition, which lets Postgres use the partial index blog_posts_published_idx. One merged policy
-- ("public or is_admin()") would silence Supabase's multiple-permissive-policies lint but cost that index.
create policy "Anyone reads published posts"
  on public.blog_posts for select to anon, authenticated
  using (status = 'published' and not _deleted);
create policy "Admins read all posts"
  on public.blog_posts for select to authenticated
  using ((select public.is_admin()));
create policy "Admins create posts"
  on public.blog_posts for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins update posts"
  on public.blog_posts for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "Admins delete posts"
  on public.blog_posts for delete to authenticated
  using ((select public.is_admin()));

create policy "Anyone reads active testimonials"
  on public.testimonials for select to anon, authenticated
  using (is_active and not _deleted);
create policy "Admins read all testimonials"
  on public.testimonials for select to authenticated
  using ((select public.is_admin()));
create policy "Admins create testimonials"
  on public.testimonials for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins update testimonials"
  on public.testimonials for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "Admins delete testimonials"
  on public.testimonials for delete to authenticated
  using ((select public.is_admin()));

create policy "Admins read conversations"
  on public.chat_conversations for select to authenticated
  using ((select public.is_admin()));
create policy "Admins read messages"
  on public.chat_messages for select to authenticated
  using ((select public.is_admin()));
create policy "Admins read escalations"
  on public.chat_escalations for select to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- RPCs
-- ---------------------------------------------------------------------------------------------------------

-- is_admin is used inside policies evaluated for anon and authenticated, and by verify-admin.
revoke all on function public.is_admin(uuid) from public;
grant execute on function public.is_admin(uuid) to anon, authenticated, service_role;

-- Counts one view of a published post (views_count goes up by one)
-- without giving visitors UPDATE on blog_posts. The increment is a single atomic UPDATE, so concurrent
-- views are never lost. Returns the new count, or null when no published, non-deleted post has that id.
create function public.increment_post_views(post_id uuid)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.blog_posts p
     set views_count = p.views_count + 1
   where p.id = post_id
     and p.status = 'published'
     and not p._deleted
  returning p.views_count
$$;
comment on function public.increment_post_views(uuid) is
  'Adds one view to a published, non-deleted post and returns the new count (null if there is none).';

revoke all on function public.increment_post_views(uuid) from public;
grant execute on function public.increment_post_views(uuid) to anon, authenticated, service_role;
