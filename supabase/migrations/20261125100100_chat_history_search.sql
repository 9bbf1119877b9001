-- The admin chat history pages, searches and filters in Postgres: the browser used to read every
-- conversation in one request, which PostgREST caps at max_rows, so older conversations silently vanished.
--
-- admin_chat_conversations() returns one page (newest activity first) and how many conversations match.
-- Search covers the visitor's name and e-mail, the session id and the text of every message, through
-- trigram indexes (pg_trgm, which hosted Supabase ships in the `extensions` schema), so a substring such as
-- part of an address or a word from a question is found without reading every row.

create extension if not exists pg_trgm with schema extensions;

-- The text the list's own fields are searched in; the function below uses exactly this expression.
create index chat_conversations_search_idx on public.chat_conversations
  using gin ((coalesce(user_name, '') || ' ' || coalesce(user_email, '') || ' ' || session_id) extensions.gin_trgm_ops);
create index chat_messages_content_trgm_idx on public.chat_messages using gin (content extensions.gin_trgm_ops);

-- Paging in a stable order (two conversations can share updated_at), per filter.
create index chat_conversations_page_idx on public.chat_conversations (updated_at desc, id desc);
create index chat_conversations_status_page_idx on public.chat_conversations (status, updated_at desc, id desc);
create index chat_conversations_escalated_page_idx on public.chat_conversations (updated_at desc, id desc) where escalated;
-- The list shows each conversation's first question.
create index chat_messages_first_user_idx on public.chat_messages (conversation_id, created_at) where role = 'user';
drop index public.chat_conversations_updated_at_idx;

-- How many conversations there are per status and escalation, kept by statement-level triggers, so the
-- unfiltered and status-filtered lists show their total without counting a million rows on every page.
create table private.chat_conversation_counts (
  status text not null,
  escalated boolean not null,
  n bigint not null default 0,
  primary key (status, escalated)
);
alter table private.chat_conversation_counts enable row level security;
revoke all on private.chat_conversation_counts from public, anon, authenticated;

create function private.count_chat_conversations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    update private.chat_conversation_counts c set n = c.n - o.n
      from (select status, escalated, count(*) as n from old_rows group by status, escalated) o
     where c.status = o.status and c.escalated = o.escalated;
  end if;
  if tg_op = 'INSERT' then
    insert into private.chat_conversation_counts as c (status, escalated, n)
    select status, escalated, count(*) from new_rows group by status, escalated
    on conflict (status, escalated) do update set n = c.n + excluded.n;
  end if;
  return null;
end;
$$;
revoke all on function private.count_chat_conversations() from public, anon, authenticated;

-- A row trigger for updates: Postgres allows no transition tables on a trigger limited to some columns.
create function private.move_chat_conversation_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.chat_conversation_counts c set n = c.n - 1 where c.status = old.status and c.escalated = old.escalated;
  insert into private.chat_conversation_counts as c (status, escalated, n) values (new.status, new.escalated, 1)
  on conflict (status, escalated) do update set n = c.n + 1;
  return null;
end;
$$;
revoke all on function private.move_chat_conversation_count() from public, anon, authenticated;

create trigger chat_conversations_count_insert
  after insert on public.chat_conversations
  referencing new table as new_rows
  for each statement execute function private.count_chat_conversations();
-- Only a change of status or escalation moves a conversation between counts (not every new message).
create trigger chat_conversations_count_update
  after update of status, escalated on public.chat_conversations
  for each row
  when (old.status is distinct from new.status or old.escalated is distinct from new.escalated)
  execute function private.move_chat_conversation_count();
create trigger chat_conversations_count_delete
  after delete on public.chat_conversations
  referencing old table as old_rows
  for each statement execute function private.count_chat_conversations();

-- Counts from the rows themselves: after this migration, and after a bulk load with triggers off.
create function private.recount_chat_conversations()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.chat_conversation_counts where true;
  insert into private.chat_conversation_counts (status, escalated, n)
  select status, escalated, count(*) from public.chat_conversations group by status, escalated;
$$;
revoke all on function private.recount_chat_conversations() from public, anon, authenticated;
select private.recount_chat_conversations();

-- p_status: null (all), 'active', 'closed' or 'escalated' (has an escalation, open or resolved).
-- Dynamic SQL so each filter combination gets its own plan (a generic plan with "p is null or …" branches
-- would not use the partial and trigram indexes).
--
-- Security definer in `private` with the admin check first, behind an invoker wrapper in `public`: under
-- RLS, Postgres must evaluate the policy before any qual that is not leakproof, and ILIKE is not, so the
-- trigram indexes could not be used and a text search read all 5,000,000 messages of the benchmark
-- (40 s). Anyone but an admin gets total 0 and no rows, as RLS would give them.
create function private.admin_chat_conversations(
  p_search text default null,
  p_status text default null,
  p_limit integer default 25,
  p_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  term text := nullif(btrim(p_search), '');
  status_condition text := case p_status
    when 'active' then 'c.status = ''active'''
    when 'closed' then 'c.status = ''closed'''
    when 'escalated' then 'c.escalated'
    else 'true'
  end;
  matching text;
  total bigint;
  page jsonb;
begin
  if not private.is_admin() then
    return jsonb_build_object('total', 0, 'rows', '[]'::jsonb);
  end if;
  if p_status is not null and p_status not in ('active', 'closed', 'escalated') then
    raise exception 'unknown status filter' using errcode = '22023';
  end if;
  if term is null then
    matching := format('select c.* from public.chat_conversations c where %s', status_condition);
  else
    matching := format(
      'select c.* from public.chat_conversations c
        where %s and c.id in (
          select c2.id from public.chat_conversations c2
           where (coalesce(c2.user_name, '''') || '' '' || coalesce(c2.user_email, '''') || '' '' || c2.session_id) ilike $1
          union
          select m.conversation_id from public.chat_messages m where m.content ilike $1)',
      status_condition);
  end if;

  if term is null then
    execute format('select coalesce(sum(c.n), 0) from private.chat_conversation_counts c where %s', status_condition) into total;
  else
    execute format('select count(*) from (%s) matching', matching) into total using private.contains_pattern(term);
  end if;
  execute format(
    'select coalesce(jsonb_agg(item order by row_updated desc, row_id desc), ''[]''::jsonb) from (
       select c.updated_at as row_updated, c.id as row_id, jsonb_build_object(
         ''id'', c.id, ''session_id'', c.session_id, ''user_name'', c.user_name, ''user_email'', c.user_email,
         ''status'', c.status, ''created_at'', c.created_at, ''updated_at'', c.updated_at, ''escalated'', c.escalated,
         ''message_count'', (select count(*) from public.chat_messages m where m.conversation_id = c.id),
         ''open_escalations'', (select count(*) from public.chat_escalations e where e.conversation_id = c.id and not e.resolved),
         ''first_question'', (select left(m.content, 300) from public.chat_messages m
                              where m.conversation_id = c.id and m.role = ''user'' order by m.created_at limit 1)
       ) as item
       from (%s) c
       order by c.updated_at desc, c.id desc
       limit $2 offset $3) rows',
    matching)
    into page
    using private.contains_pattern(term), greatest(1, least(p_limit, 100)), greatest(p_offset, 0);
  return jsonb_build_object('total', total, 'rows', page);
end;
$$;
revoke all on function private.admin_chat_conversations(text, text, integer, integer) from public, anon;
grant execute on function private.admin_chat_conversations(text, text, integer, integer) to authenticated, service_role;

create function public.admin_chat_conversations(
  p_search text default null,
  p_status text default null,
  p_limit integer default 25,
  p_offset integer default 0
)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.admin_chat_conversations(p_search, p_status, p_limit, p_offset)
$$;
comment on function public.admin_chat_conversations(text, text, integer, integer) is
  'One page of the admin chat history and the number of matches (search, status filter). Admins only.';
revoke all on function public.admin_chat_conversations(text, text, integer, integer) from public, anon;
grant execute on function public.admin_chat_conversations(text, text, integer, integer) to authenticated, service_role;
