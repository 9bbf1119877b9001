-- Deletion as the privacy policy promises (its section 'Opbevaring og sletning'):
--   contact messages   12 months after the last contact from that address, unless the person became a
--                      customer: then as customer data, while the agreement runs and up to 12 months after
--                      it ended;
--   chat conversations 12 months after the conversation (its last message), with their messages,
--                      escalations and unanswered questions (foreign keys cascade).
-- The periods are parameters, never written here: the data-retention edge function passes them from the
-- same constant the policy's text is rendered from (supabase/functions/_shared/content/retention.ts), so
-- the two cannot drift apart. Scheduled by the local stack's ticker, hosted by pg_cron (README).

create function public.apply_retention(p_contact_months integer, p_chat_months integer, p_customer_months integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  contact_cutoff timestamptz;
  chat_cutoff timestamptz;
  customer_cutoff timestamptz;
  deleted_contacts integer;
  deleted_conversations integer;
begin
  if p_contact_months is null or p_chat_months is null or p_customer_months is null
     or least(p_contact_months, p_chat_months, p_customer_months) < 1 then
    raise exception 'retention periods must be whole months of at least 1' using errcode = '22023';
  end if;
  contact_cutoff := now() - make_interval(months => p_contact_months);
  chat_cutoff := now() - make_interval(months => p_chat_months);
  customer_cutoff := now() - make_interval(months => p_customer_months);

  with last_contact as (
    select lower(m.email) as email, max(m.created_at) as at
      from public.contact_messages m
     group by lower(m.email)
  ),
  expired as (
    select lc.email
      from last_contact lc
     where lc.at < contact_cutoff
       and not exists (
         select 1
           from auth.users u
           join public.subscriptions s on s.user_id = u.id
          where lower(u.email) = lc.email
            and s.status not in ('incomplete', 'incomplete_expired')
            and (s.status <> 'canceled' or coalesce(s.current_period_end, s.updated_at) > customer_cutoff)
       )
  )
  delete from public.contact_messages m using expired where lower(m.email) = expired.email;
  get diagnostics deleted_contacts = row_count;

  delete from public.chat_conversations c where c.updated_at < chat_cutoff;
  get diagnostics deleted_conversations = row_count;

  return jsonb_build_object('contact_messages', deleted_contacts, 'chat_conversations', deleted_conversations);
end;
$$;
comment on function public.apply_retention(integer, integer, integer) is
  'Deletes contact messages and chat conversations past the privacy policy''s periods. service_role only.';
revoke all on function public.apply_retention(integer, integer, integer) from public, anon, authenticated;
grant execute on function public.apply_retention(integer, integer, integer) to service_role;
