-- An attack in progress is urgent in the admin (issue 36): the inbox lists open urgent leads first, has a
-- filter for them ('urgent' as a status filter, so the RPC keeps its signature and its grants) and counts them;
-- the chat history shows each conversation's hand-off state and urgency, with the same filter.
--
-- Nothing here changes who may read what: admin_leads() and admin_lead_stats() stay security invoker over
-- admin_lead_items (the caller's RLS: admins only); private.admin_chat_conversations() keeps its admin check
-- first, and its grants are unchanged (create or replace keeps them).

-- One page of the inbox. Open urgent leads (urgent and not 'done') come first, newest first among them; the
-- rest newest first. p_status: 'new', 'in_progress', 'done', or 'urgent' (open urgent leads only).
create or replace function public.admin_leads(
  p_search text default null,
  p_status text default null,
  p_source text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_limit integer default 25,
  p_offset integer default 0
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with matching as materialized (
    select l.*, (l.urgent and l.status <> 'done') as urgent_open
      from public.admin_lead_items l
     where (p_status is null
            or (p_status = 'urgent' and l.urgent and l.status <> 'done')
            or l.status = p_status)
       and (p_source is null or l.source = p_source)
       and (p_from is null or l.created_at >= p_from)
       and (p_to is null or l.created_at < p_to)
       and (nullif(btrim(p_search), '') is null
            or concat_ws(' ', l.name, l.company, l.email, l.phone, l.message, l.note)
               ilike private.contains_pattern(p_search))
  )
  select jsonb_build_object(
    'total', (select count(*) from matching),
    'rows', coalesce((
      select jsonb_agg(to_jsonb(page) - 'urgent_open' order by page.urgent_open desc, page.created_at desc, page.id desc)
        from (select * from matching
               order by urgent_open desc, created_at desc, id desc
               limit greatest(1, least(p_limit, 500)) offset greatest(p_offset, 0)) page
    ), '[]'::jsonb)
  )
$$;

-- The overview, plus how many urgent leads are still open (the inbox's 'Akut' filter and the tab's count).
create or replace function public.admin_lead_stats()
returns jsonb
language sql
stable
set search_path = ''
as $$
  with week as (
    select (date_trunc('week', now() at time zone 'Europe/Copenhagen') at time zone 'Europe/Copenhagen') as starts
  ),
  unanswered as (
    select lower(regexp_replace(regexp_replace(btrim(u.question), '\s+', ' ', 'g'), '[?!.\s]+$', '')) as key,
           u.question, u.conversation_id, u.created_at
      from public.chat_unanswered u
     where u.created_at >= now() - interval '30 days'
  ),
  grouped as (
    select (array_agg(question order by created_at desc))[1] as question, count(distinct conversation_id) as count,
           max(created_at) as last_asked
      from unanswered
     group by key
  )
  select jsonb_build_object(
    'new_total', (select count(*) from public.admin_lead_items l where l.status = 'new'),
    'urgent_open', (select count(*) from public.admin_lead_items l where l.urgent and l.status <> 'done'),
    'this_week', (select count(*) from public.admin_lead_items l, week where l.created_at >= week.starts),
    'last_week', (select count(*) from public.admin_lead_items l, week
                   where l.created_at >= week.starts - interval '7 days' and l.created_at < week.starts),
    'unanswered', coalesce((
      select jsonb_agg(jsonb_build_object('question', g.question, 'count', g.count, 'last_asked', g.last_asked)
                       order by g.count desc, g.last_asked desc)
        from (select * from grouped order by count desc, last_asked desc limit 10) g
    ), '[]'::jsonb)
  )
$$;

-- Finding a conversation's open urgent escalations without reading them all.
create index chat_escalations_open_urgent_idx on public.chat_escalations (conversation_id) where urgent and not resolved;

-- The chat history page as before, and per row: 'urgent' (an escalation reported an attack in progress),
-- 'urgent_open' (one of those is not resolved yet) and 'lead_status' (the hand-off's state as the inbox shows
-- it: 'new' while any escalation is new, else 'in_progress' while any is, else 'done'; null without one).
-- p_status 'urgent' lists the conversations with an open urgent escalation.
create or replace function private.admin_chat_conversations(
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
    when 'urgent' then 'c.id in (select e.conversation_id from public.chat_escalations e where e.urgent and not e.resolved)'
    else 'true'
  end;
  matching text;
  total bigint;
  page jsonb;
begin
  if not private.is_admin() then
    return jsonb_build_object('total', 0, 'rows', '[]'::jsonb);
  end if;
  if p_status is not null and p_status not in ('active', 'closed', 'escalated', 'urgent') then
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

  if term is null and p_status is distinct from 'urgent' then
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
         ''urgent'', exists (select 1 from public.chat_escalations e where e.conversation_id = c.id and e.urgent),
         ''urgent_open'', exists (select 1 from public.chat_escalations e where e.conversation_id = c.id and e.urgent and not e.resolved),
         ''lead_status'', (select case when bool_or(e.lead_status = ''new'') then ''new''
                                       when bool_or(e.lead_status = ''in_progress'') then ''in_progress''
                                       else ''done'' end
                             from public.chat_escalations e where e.conversation_id = c.id having count(*) > 0),
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
