-- Core schema: the entities of docs/product-rules.md#data, admin roles, and the trigger-kept bookkeeping columns.
-- Row-level security, grants and the public RPCs are in the next migration (20261122000200_rls.sql).
--
-- Conventions
-- * Length limits mirror the form validation of docs/product-rules.md#form-validation, so a client that skips validation still
--   gets a 400 (check_violation, 23514) from PostgREST instead of storing bad data.
-- * blog_posts and testimonials are replicated to the admin's offline store (RxDB) later. RxDB needs a
--   text/uuid primary key, `_deleted boolean` (soft delete) and `_modified timestamptz` kept by a
--   BEFORE INSERT OR UPDATE trigger using clock_timestamp(). Its push conflict check compares every column
--   and cannot compare arrays or objects, so replicated columns are scalar. The one exception is
--   blog_posts.meta_keywords (text[]), a list of strings.
-- * Internal helpers (trigger functions) live in schema `private`, which PostgREST does not expose.

create schema if not exists private;
revoke all on schema private from public;

-- ---------------------------------------------------------------------------------------------------------
-- Admin roles. Rows are written only by service_role or postgres (see the RLS migration): no client can
-- grant itself admin rights.
-- ---------------------------------------------------------------------------------------------------------

create type public.app_role as enum ('admin');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);
comment on table public.user_roles is 'Application roles per auth user. Written only by service_role/postgres.';

-- Used by RLS policies and by the verify-admin edge function. Security definer so it can read user_roles
-- whatever the caller's own row-level access is; empty search_path so nothing can be shadowed.
create function public.is_admin(uid uuid default auth.uid())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur where ur.user_id = uid and ur.role = 'admin'::public.app_role
  )
$$;
comment on function public.is_admin(uuid) is 'True when the user (default: the caller) has the admin role.';

-- ---------------------------------------------------------------------------------------------------------
-- Shared trigger functions
-- ---------------------------------------------------------------------------------------------------------

-- Server clock for every insert and update, whatever the client sent: replication checkpoints rely on it.
-- clock_timestamp() rather than now() so two writes in one transaction still get increasing values.
create function private.set_modified()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new._modified := clock_timestamp();
  return new;
end
$$;

-- The author of a post is the admin who creates it, unless the insert names one explicitly.
create function private.set_author_id()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.author_id is null then
    new.author_id := auth.uid();
  end if;
  return new;
end
$$;

create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- blog_posts
-- ---------------------------------------------------------------------------------------------------------

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  excerpt text not null,
  category text not null,
  content text not null,
  featured_image text,
  author_name text,
  author_id uuid references auth.users (id) on delete set null,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  reading_time_minutes integer not null default 1,
  views_count integer not null default 0,
  linkedin_url text,
  meta_description text,
  -- The only non-scalar replicated column (meta_keywords, a list of strings).
  meta_keywords text[] not null default '{}',
  status text not null default 'draft',
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,

  constraint blog_posts_slug_key unique (slug),
  constraint blog_posts_slug_check check (char_length(slug) between 1 and 250 and slug ~ '^[a-z0-9-]+$'),
  constraint blog_posts_title_check check (char_length(title) between 1 and 200 and btrim(title) <> ''),
  constraint blog_posts_excerpt_check check (char_length(excerpt) between 10 and 500),
  constraint blog_posts_content_check check (char_length(content) between 10 and 50000),
  constraint blog_posts_category_check check (char_length(category) between 1 and 50 and btrim(category) <> ''),
  constraint blog_posts_author_name_check check (char_length(author_name) <= 100),
  -- http(s) URLs, or site-relative paths for images the app ships itself. Never javascript: or data: URLs,
  -- because these end up in href/src attributes.
  constraint blog_posts_featured_image_check check (
    char_length(featured_image) <= 500 and featured_image ~* '^(https?://|/[^/])'
  ),
  constraint blog_posts_linkedin_url_check check (char_length(linkedin_url) <= 500 and linkedin_url ~* '^https?://'),
  constraint blog_posts_meta_description_check check (char_length(meta_description) <= 160),
  -- The form takes keywords as one comma-separated field of at most 500 characters.
  constraint blog_posts_meta_keywords_check check (
    array_position(meta_keywords, null) is null
    and char_length(array_to_string(meta_keywords, ', ')) <= 500
  ),
  constraint blog_posts_status_check check (status in ('draft', 'published')),
  -- Saving as published stamps published_at, saving as draft clears it.
  constraint blog_posts_published_at_check check ((status = 'published') = (published_at is not null)),
  constraint blog_posts_reading_time_minutes_check check (reading_time_minutes between 0 and 1000),
  constraint blog_posts_views_count_check check (views_count >= 0)
);
comment on table public.blog_posts is 'Blog articles (markdown). Replicated to the admin offline store: _modified/_deleted.';
comment on column public.blog_posts.meta_keywords is
  'Array by spec; the only non-scalar column of a replicated table (RxDB push needs a custom comparison).';
comment on column public.blog_posts._modified is 'Set by trigger on every insert/update (clock_timestamp()).';
comment on column public.blog_posts._deleted is 'Soft delete for replication; public reads ignore deleted rows.';

-- Public list: published, not deleted, newest first (the teaser takes the first 3).
create index blog_posts_published_idx on public.blog_posts (published_at desc)
  where status = 'published' and not _deleted;
-- Admin list: newest created first.
create index blog_posts_created_at_idx on public.blog_posts (created_at desc);
-- Replication pull: rows changed since a checkpoint (_modified, id).
create index blog_posts_modified_idx on public.blog_posts (_modified, id);
create index blog_posts_author_id_idx on public.blog_posts (author_id);

create trigger blog_posts_set_modified
  before insert or update on public.blog_posts
  for each row execute function private.set_modified();
create trigger blog_posts_set_author_id
  before insert on public.blog_posts
  for each row execute function private.set_author_id();

-- ---------------------------------------------------------------------------------------------------------
-- testimonials
-- ---------------------------------------------------------------------------------------------------------

create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  company_name text not null,
  quote text not null,
  industry text,
  logo_url text,
  is_active boolean not null default true,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,

  constraint testimonials_company_name_check check (char_length(company_name) between 2 and 100),
  constraint testimonials_quote_check check (char_length(quote) between 10 and 300),
  constraint testimonials_industry_check check (char_length(industry) <= 50),
  constraint testimonials_logo_url_check check (char_length(logo_url) <= 500 and logo_url ~* '^(https?://|/[^/])'),
  constraint testimonials_display_order_check check (display_order between 0 and 9999)
);
comment on table public.testimonials is 'Customer references. Replicated to the admin offline store: _modified/_deleted.';

-- Public and admin lists: display_order ascending, then newest first.
create index testimonials_public_order_idx on public.testimonials (display_order, created_at desc)
  where is_active and not _deleted;
create index testimonials_order_idx on public.testimonials (display_order, created_at desc);
create index testimonials_modified_idx on public.testimonials (_modified, id);

create trigger testimonials_set_modified
  before insert or update on public.testimonials
  for each row execute function private.set_modified();

-- ---------------------------------------------------------------------------------------------------------
-- Chat: written by the chat-support edge function (service_role), read by admins.
-- ---------------------------------------------------------------------------------------------------------

create table public.chat_conversations (
  id uuid primary key default gen_random_uuid(),
  session_id text not null,
  user_id uuid references auth.users (id) on delete set null,
  user_email text,
  user_name text,
  status text not null default 'active',
  created_at timestamptz not null default now(),
  -- Kept current by triggers: on any update of the row and whenever a message is added.
  updated_at timestamptz not null default now(),

  constraint chat_conversations_session_id_check check (char_length(session_id) between 1 and 100),
  constraint chat_conversations_user_email_check check (char_length(user_email) <= 320),
  constraint chat_conversations_user_name_check check (char_length(user_name) <= 200),
  constraint chat_conversations_status_check check (status in ('active', 'closed'))
);

-- Admin history: most recently active first.
create index chat_conversations_updated_at_idx on public.chat_conversations (updated_at desc);
create index chat_conversations_session_id_idx on public.chat_conversations (session_id);
create index chat_conversations_user_id_idx on public.chat_conversations (user_id);

create trigger chat_conversations_set_updated_at
  before update on public.chat_conversations
  for each row execute function private.set_updated_at();

create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.chat_conversations (id) on delete cascade,
  role text not null,
  content text not null,
  created_at timestamptz not null default now(),

  constraint chat_messages_role_check check (role in ('user', 'assistant', 'system')),
  -- A user message is 1 to 10,000 characters (docs/product-rules.md#chat-assistant); replies and system prompts may be longer
  -- (and an aborted reply may be empty).
  constraint chat_messages_content_check check (
    char_length(content) <= 100000
    and (role <> 'user' or char_length(content) between 1 and 10000)
  )
);

-- Transcript: a conversation's messages in order; also serves the per-conversation count.
create index chat_messages_conversation_created_idx on public.chat_messages (conversation_id, created_at);

create table public.chat_escalations (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.chat_conversations (id) on delete cascade,
  reason text not null,
  user_message text not null,
  resolved boolean not null default false,
  created_at timestamptz not null default now(),

  constraint chat_escalations_reason_check check (char_length(reason) between 1 and 1000),
  constraint chat_escalations_user_message_check check (char_length(user_message) between 1 and 10000)
);

create index chat_escalations_conversation_id_idx on public.chat_escalations (conversation_id);

-- A new message makes its conversation the most recently active one in the admin history.
-- Security definer: the update must happen whoever inserted the message (RLS on conversations is admin-only).
create function private.touch_chat_conversation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.chat_conversations set updated_at = now() where id = new.conversation_id;
  return null;
end
$$;

create trigger chat_messages_touch_conversation
  after insert on public.chat_messages
  for each row execute function private.touch_chat_conversation();

-- The admin chat history (docs/product-rules.md#admin-area): conversations with their message count and escalation flag.
-- security_invoker: the caller's RLS on the underlying tables applies, so only admins see rows.
create view public.chat_conversation_summaries
with (security_invoker = true)
as
select
  c.id,
  c.session_id,
  c.user_id,
  c.user_email,
  c.user_name,
  c.status,
  c.created_at,
  c.updated_at,
  (select count(*) from public.chat_messages m where m.conversation_id = c.id)::integer as message_count,
  exists (select 1 from public.chat_escalations e where e.conversation_id = c.id) as has_escalation
from public.chat_conversations c;
comment on view public.chat_conversation_summaries is
  'Admin chat history: conversations plus message_count and has_escalation. RLS of the caller applies.';
