-- Chat Historik lists an attack in progress first until it is handled (issue 36, item 1), as the leads inbox does:
-- conversations with an open (unresolved) urgent escalation come first, newest activity first among them; then
-- the rest, newest activity first. Paging stays in Postgres and keeps its order across pages.
--
-- The page is the first p_limit + p_offset rows of each part, merged, then cut: the open urgent part is found
-- from chat_escalations_open_urgent_idx (a handful of rows), the rest walks chat_conversations_updated_at_idx
-- past those few, so the first page costs what it did on a million conversations (bench/admin-chat.ts).
--
-- Same signature, security definer, admin check first and the same result shape; create or replace keeps the
-- grants (authenticated and service_role only).
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
  open_urgent constant text := 'select e.conversation_id from public.chat_escalations e where e.urgent and not e.resolved';
  status_condition text := case p_status
    when 'active' then 'c.status = ''active'''
    when 'closed' then 'c.status = ''closed'''
    when 'escalated' then 'c.escalated'
    when 'urgent' then format('c.id in (%s)', open_urgent)
    else 'true'
  end;
  matching text;
  page_query text;
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

  -- $2 rows from offset $3 of: the open urgent ones, then the others; each part needs at most $2 + $3 rows.
  -- Unsearched, each part reads chat_conversations through its own index. A search is run once (a materialized
  -- matching set, which also gives the count) rather than once per part.
  page_query := format(
    'select coalesce(jsonb_agg(item order by row_urgent desc, row_updated desc, row_id desc), ''[]''::jsonb) from (
       select c.urgent_first as row_urgent, c.updated_at as row_updated, c.id as row_id, jsonb_build_object(
         ''id'', c.id, ''session_id'', c.session_id, ''user_name'', c.user_name, ''user_email'', c.user_email,
         ''status'', c.status, ''created_at'', c.created_at, ''updated_at'', c.updated_at, ''escalated'', c.escalated,
         ''message_count'', (select count(*) from public.chat_messages m where m.conversation_id = c.id),
         ''open_escalations'', (select count(*) from public.chat_escalations e where e.conversation_id = c.id and not e.resolved),
         ''urgent'', exists (select 1 from public.chat_escalations e where e.conversation_id = c.id and e.urgent),
         ''urgent_open'', c.urgent_first,
         ''lead_status'', (select case when bool_or(e.lead_status = ''new'') then ''new''
                                       when bool_or(e.lead_status = ''in_progress'') then ''in_progress''
                                       else ''done'' end
                             from public.chat_escalations e where e.conversation_id = c.id having count(*) > 0),
         ''first_question'', (select left(m.content, 300) from public.chat_messages m
                              where m.conversation_id = c.id and m.role = ''user'' order by m.created_at limit 1)
       ) as item
       from (
         (select u.*, true as urgent_first from %1$s u
           where u.id in (%2$s)
           order by u.updated_at desc, u.id desc
           limit $2::bigint + $3)
         union all
         (select r.*, false as urgent_first from %1$s r
           where not exists (select 1 from public.chat_escalations e where e.conversation_id = r.id and e.urgent and not e.resolved)
           order by r.updated_at desc, r.id desc
           limit $2::bigint + $3)
       ) c
       order by c.urgent_first desc, c.updated_at desc, c.id desc
       limit $2 offset $3) rows',
    case when term is null then format('(%s)', matching) else 'matching' end, open_urgent);

  if term is not null then
    execute format('with matching as materialized (%s) select (select count(*) from matching), (%s)', matching, page_query)
      into total, page
      using private.contains_pattern(term), greatest(1, least(p_limit, 100)), greatest(p_offset, 0);
    return jsonb_build_object('total', total, 'rows', page);
  end if;
  if p_status is distinct from 'urgent' then
    execute format('select coalesce(sum(c.n), 0) from private.chat_conversation_counts c where %s', status_condition) into total;
  else
    execute format('select count(*) from (%s) matching', matching) into total;
  end if;
  execute page_query into page using null::text, greatest(1, least(p_limit, 100)), greatest(p_offset, 0);
  return jsonb_build_object('total', total, 'rows', page);
end;
$$;
