-- The chat assistant's server side (issue 14): the knowledge it answers from, its rate limits, and the
-- RPCs the chat-support edge function calls as service_role.
--
-- Who may do what:
--   anon, customers  nothing here. The browser never writes chat tables (20261122000200 already revokes
--                    writes on chat_*; this file keeps the new tables and RPCs away from it as well).
--   admins           read chat rows (unchanged; resolving escalations belongs to the admin area's issue).
--   service_role     everything, through the RPCs below: one round trip per turn keeps the time to the
--                    first token low.

-- ---------------------------------------------------------------------------------------------------------
-- Knowledge: static passages (FAQ, plans, products, contact facts) synced by the function from src/content,
-- the single source; published posts are searched where they live (blog_posts).
-- ---------------------------------------------------------------------------------------------------------

create table public.knowledge_chunks (
  id text primary key,
  source text not null,
  title text not null,
  body text not null,
  url text,
  search tsvector generated always as (
    setweight(to_tsvector('danish', title), 'A') || setweight(to_tsvector('danish', body), 'B')
  ) stored,
  constraint knowledge_chunks_id_check check (char_length(id) between 1 and 200),
  constraint knowledge_chunks_source_check check (source in ('faq', 'plan', 'product', 'site')),
  constraint knowledge_chunks_title_check check (char_length(title) between 1 and 300),
  constraint knowledge_chunks_body_check check (char_length(body) between 1 and 20000)
);
comment on table public.knowledge_chunks is
  'Chat assistant knowledge generated from src/content by chat-support (chat_sync_knowledge). service_role only.';
create index knowledge_chunks_search_idx on public.knowledge_chunks using gin (search);

-- Which version of src/content the rows above were generated from (one row).
create table public.knowledge_versions (
  singleton boolean primary key default true check (singleton),
  version text not null,
  synced_at timestamptz not null default now()
);

create index blog_posts_chat_search_idx on public.blog_posts using gin (
  (setweight(to_tsvector('danish', title), 'A') || setweight(to_tsvector('danish', excerpt || ' ' || content), 'B'))
) where status = 'published' and not _deleted;

-- Fixed-window counters per key ('session:<id>' or 'ip:<hmac>'); old windows are deleted as new ones start.
create table public.chat_rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, window_start)
);

alter table public.knowledge_chunks enable row level security;
alter table public.knowledge_versions enable row level security;
alter table public.chat_rate_limits enable row level security;
revoke all on public.knowledge_chunks, public.knowledge_versions, public.chat_rate_limits from anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- RPCs (service_role only)
-- ---------------------------------------------------------------------------------------------------------

-- Replaces the static knowledge when src/content changed (the version is a hash of the passages).
-- Runs once per function instance; the advisory lock keeps parallel cold starts from racing.
create function public.chat_sync_knowledge(p_version text, p_chunks jsonb)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('knowledge_chunks', 0));
  if exists (select 1 from public.knowledge_versions v where v.version = p_version) then
    return false;
  end if;
  delete from public.knowledge_chunks where true;
  insert into public.knowledge_chunks (id, source, title, body, url)
  select c.id, c.source, c.title, c.body, c.url
    from jsonb_to_recordset(p_chunks) as c(id text, source text, title text, body text, url text);
  insert into public.knowledge_versions (singleton, version) values (true, p_version)
  on conflict (singleton) do update set version = excluded.version, synced_at = now();
  return true;
end;
$$;

-- The passages best matching a question: any of its words (Danish stemming, stop words dropped), ranked.
-- 'simple' re-parses the already stemmed lexemes without stemming them twice.
create function public.chat_search_knowledge(p_query text, p_limit integer default 4)
returns table (source text, title text, body text, url text, rank real)
language sql
stable
set search_path = ''
as $$
  with q as (
    select to_tsquery('simple', string_agg(quote_literal(lexeme), ' | ')) as query
      from unnest(tsvector_to_array(to_tsvector('danish', left(p_query, 2000)))) as lexeme
  ),
  hits as (
    select k.source, k.title, k.body, k.url, ts_rank_cd(k.search, q.query) as rank
      from public.knowledge_chunks k, q
     where q.query is not null and k.search @@ q.query
    union all
    select 'post', p.title, p.excerpt || E'\n\n' || left(p.content, 1500), '/blog/' || p.slug,
           ts_rank_cd(setweight(to_tsvector('danish', p.title), 'A')
                      || setweight(to_tsvector('danish', p.excerpt || ' ' || p.content), 'B'), q.query) * 0.8
      from public.blog_posts p, q
     where q.query is not null and p.status = 'published' and not p._deleted
       and (setweight(to_tsvector('danish', p.title), 'A')
            || setweight(to_tsvector('danish', p.excerpt || ' ' || p.content), 'B')) @@ q.query
  )
  select * from hits order by rank desc, title limit greatest(1, least(p_limit, 10));
$$;

-- One turn's start, in one transaction:
--   'rate_limited'  the session or the address is over its limit (nothing stored);
--   'forbidden'     the conversation belongs to another session (nothing stored);
--   'ok'            the conversation exists or was created (status active, the signed-in user's id, e-mail
--                   and name), the user message is stored, and the matching passages come back.
create function public.chat_begin_turn(
  p_conversation_id uuid,
  p_session_id text,
  p_user_id uuid,
  p_user_email text,
  p_user_name text,
  p_content text,
  p_ip_hash text,
  p_session_limit integer,
  p_ip_limit integer,
  p_window_seconds integer
)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  session_hits integer;
  ip_hits integer;
  conversation public.chat_conversations%rowtype;
begin
  insert into public.chat_rate_limits as r (bucket, window_start, hits)
  values ('session:' || p_session_id, v_window, 1), ('ip:' || p_ip_hash, v_window, 1)
  on conflict (bucket, window_start) do update set hits = r.hits + 1;
  select r.hits into session_hits from public.chat_rate_limits r
   where r.bucket = 'session:' || p_session_id and r.window_start = v_window;
  select r.hits into ip_hits from public.chat_rate_limits r
   where r.bucket = 'ip:' || p_ip_hash and r.window_start = v_window;
  if session_hits > p_session_limit or ip_hits > p_ip_limit then
    return jsonb_build_object(
      'status', 'rate_limited',
      'retry_after_seconds', greatest(1, ceil(extract(epoch from (v_window + make_interval(secs => p_window_seconds) - now())))::integer)
    );
  end if;
  -- Windows that ended no longer count.
  delete from public.chat_rate_limits r where r.window_start < v_window;

  if p_conversation_id is not null then
    select * into conversation from public.chat_conversations c where c.id = p_conversation_id;
    if found and conversation.session_id <> p_session_id then
      return jsonb_build_object('status', 'forbidden');
    end if;
  end if;
  if conversation.id is null then
    -- An unknown id (e.g. deleted by an admin) starts a fresh conversation with a server-chosen id.
    insert into public.chat_conversations (session_id, user_id, user_email, user_name, status)
    values (p_session_id, p_user_id, p_user_email, p_user_name, 'active')
    returning * into conversation;
  elsif p_user_id is not null and conversation.user_id is null then
    -- A visitor who signs in mid-conversation is named from then on.
    update public.chat_conversations
       set user_id = p_user_id, user_email = p_user_email, user_name = coalesce(user_name, p_user_name)
     where id = conversation.id;
  end if;
  insert into public.chat_messages (conversation_id, role, content) values (conversation.id, 'user', p_content);
  return jsonb_build_object(
    'status', 'ok',
    'conversation_id', conversation.id,
    'passages', coalesce((select jsonb_agg(to_jsonb(k)) from public.chat_search_knowledge(p_content) k), '[]'::jsonb)
  );
end;
$$;

-- After the stream: the full reply, and an escalation when the turn asked for one.
create function public.chat_finish_turn(
  p_conversation_id uuid,
  p_content text,
  p_escalation_reason text,
  p_escalation_message text
)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  insert into public.chat_messages (conversation_id, role, content) values (p_conversation_id, 'assistant', p_content);
  if p_escalation_reason is not null then
    insert into public.chat_escalations (conversation_id, reason, user_message)
    values (p_conversation_id, p_escalation_reason, p_escalation_message);
  end if;
end;
$$;

revoke all on function public.chat_sync_knowledge(text, jsonb) from public, anon, authenticated;
revoke all on function public.chat_search_knowledge(text, integer) from public, anon, authenticated;
revoke all on function public.chat_begin_turn(uuid, text, uuid, text, text, text, text, integer, integer, integer)
  from public, anon, authenticated;
revoke all on function public.chat_finish_turn(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.chat_sync_knowledge(text, jsonb) to service_role;
grant execute on function public.chat_search_knowledge(text, integer) to service_role;
grant execute on function public.chat_begin_turn(uuid, text, uuid, text, text, text, text, integer, integer, integer)
  to service_role;
grant execute on function public.chat_finish_turn(uuid, text, text, text) to service_role;
