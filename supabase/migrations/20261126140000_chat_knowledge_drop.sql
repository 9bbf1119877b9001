-- The assistant searches every public text in the function (chat-support/assistant/retrieval.ts, MiniSearch
-- over the FAQ, plans, product pages, terms, privacy policy, data processing agreement, provider terms and the
-- published posts), so the Postgres copy of the static texts is gone for good (issue 28, issue 30 item 7):
-- chat_begin_turn no longer returns 'passages' (always empty since 20261126000100), and the knowledge tables
-- and the two functions that filled and searched them are dropped. Published posts still come from
-- blog_posts through chat_published_posts.
create or replace function public.chat_begin_turn(
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
    'conversation_id', conversation.id
  );
end;
$$;

drop function if exists public.chat_search_knowledge(text, integer);
drop function if exists public.chat_sync_knowledge(text, jsonb);
drop table if exists public.knowledge_chunks;
drop table if exists public.knowledge_versions;
