-- The prerendered site is rebuilt when what visitors see changes: a post published, unpublished, edited
-- while published or deleted; a testimonial shown, hidden, edited while shown or deleted. The database
-- notes the change; the `site-rebuild` edge function calls the static host's deploy hook once per burst,
-- after a quiet period (so an admin's ten edits in a row make one build), and retries a failed call.
-- Nothing here is reachable through the API: the state lives in `private`, and the two functions the
-- edge function calls are for service_role only.

create table private.site_rebuild (
  -- One row: the site's rebuild state.
  id boolean primary key default true,
  -- The first public change not yet handed to the deploy hook (null: the build is current).
  pending_since timestamptz,
  -- The newest public change; a burst is over when this is older than the quiet period.
  last_change_at timestamptz,
  last_called_at timestamptz,
  -- Failed calls of the hook since the last success, and the last failure's message.
  failures integer not null default 0,
  last_error text,
  constraint site_rebuild_single_row check (id)
);
comment on table private.site_rebuild is
  'Whether the prerendered site is behind the database, kept by triggers on blog_posts and testimonials.';
alter table private.site_rebuild enable row level security;
-- No policies: only the security-definer functions below (and the service role) touch it.
revoke all on private.site_rebuild from public, anon, authenticated;
insert into private.site_rebuild (id) values (true);

create function private.note_public_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.site_rebuild
     set pending_since = coalesce(pending_since, now()),
         last_change_at = clock_timestamp();
  return null;
end;
$$;
revoke all on function private.note_public_change() from public, anon, authenticated;

-- A post is on the public site while published and not deleted. An update counts when the post was or
-- is public and something a page shows changed; views_count and _modified alone never do (every read
-- of a post counts a view).
create trigger blog_posts_site_rebuild_insert
  after insert on public.blog_posts
  for each row
  when (new.status = 'published' and not new._deleted)
  execute function private.note_public_change();

create trigger blog_posts_site_rebuild_update
  after update on public.blog_posts
  for each row
  when (
    ((old.status = 'published' and not old._deleted) or (new.status = 'published' and not new._deleted))
    and (to_jsonb(old) - array['views_count', '_modified']) is distinct from (to_jsonb(new) - array['views_count', '_modified'])
  )
  execute function private.note_public_change();

create trigger blog_posts_site_rebuild_delete
  after delete on public.blog_posts
  for each row
  when (old.status = 'published' and not old._deleted)
  execute function private.note_public_change();

create trigger testimonials_site_rebuild_insert
  after insert on public.testimonials
  for each row
  when (new.is_active and not new._deleted)
  execute function private.note_public_change();

create trigger testimonials_site_rebuild_update
  after update on public.testimonials
  for each row
  when (
    ((old.is_active and not old._deleted) or (new.is_active and not new._deleted))
    and (to_jsonb(old) - '_modified') is distinct from (to_jsonb(new) - '_modified')
  )
  execute function private.note_public_change();

create trigger testimonials_site_rebuild_delete
  after delete on public.testimonials
  for each row
  when (old.is_active and not old._deleted)
  execute function private.note_public_change();

-- The edge function's two calls. take: the burst to build, when one is pending and has been quiet for
-- p_quiet_seconds (after a failure, also p_retry_seconds since the last try); null otherwise. The
-- returned time identifies the burst: finish clears it only if no newer change came in meanwhile.
create function public.take_site_rebuild(p_quiet_seconds integer, p_retry_seconds integer default 60)
returns timestamptz
language sql
volatile
security definer
set search_path = ''
as $$
  update private.site_rebuild
     set last_called_at = now()
   where pending_since is not null
     and last_change_at <= now() - make_interval(secs => greatest(p_quiet_seconds, 0))
     and (failures = 0 or last_called_at <= now() - make_interval(secs => greatest(p_retry_seconds, 0)))
  returning last_change_at
$$;

create function public.finish_site_rebuild(p_burst timestamptz, p_ok boolean, p_error text default null)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.site_rebuild
     set pending_since = case when p_ok and last_change_at = p_burst then null else pending_since end,
         failures = case when p_ok then 0 else failures + 1 end,
         last_error = case when p_ok then null else left(p_error, 500) end
$$;

revoke all on function public.take_site_rebuild(integer, integer) from public, anon, authenticated;
revoke all on function public.finish_site_rebuild(timestamptz, boolean, text) from public, anon, authenticated;
grant execute on function public.take_site_rebuild(integer, integer) to service_role;
grant execute on function public.finish_site_rebuild(timestamptz, boolean, text) to service_role;
