-- The admin area's inbox ('Henvendelser'): contact-form messages and chat escalations are leads with a
-- status and an internal note, listed together by admin_leads(); each new lead with a way to reach the
-- person is queued for one e-mail to the reseller (private.lead_mail_outbox, drained by the lead-mail edge
-- function); questions the chat assistant could not answer are recorded for the inbox's statistics.
--
-- Who may do what:
--   anon, customers  nothing here (RLS admits admins only; the new RPCs are not executable by anon).
--   admins           read leads; change only lead_status and lead_note (column grants); delete a contact
--                    message or a whole conversation (a data subject's request).
--   service_role     the chat-support and contact-submit functions write leads as before; lead-mail claims
--                    and finishes outbox rows; chat-support records unanswered questions.

-- ---------------------------------------------------------------------------------------------------------
-- Status and note
-- ---------------------------------------------------------------------------------------------------------

alter table public.contact_messages
  add column lead_status text not null default 'new',
  add column lead_note text,
  add constraint contact_messages_lead_status_check check (lead_status in ('new', 'in_progress', 'done')),
  add constraint contact_messages_lead_note_check check (char_length(lead_note) <= 5000);

alter table public.chat_escalations
  add column lead_status text not null default 'new',
  add column lead_note text,
  -- How the visitor can be reached: the signed-in user's e-mail, else an address or phone number they typed
  -- in the conversation (before or after asking for a person). Kept current by triggers below.
  add column contact_email text,
  add column contact_phone text,
  add constraint chat_escalations_lead_status_check check (lead_status in ('new', 'in_progress', 'done')),
  add constraint chat_escalations_lead_note_check check (char_length(lead_note) <= 5000),
  add constraint chat_escalations_contact_email_check check (char_length(contact_email) <= 320),
  add constraint chat_escalations_contact_phone_check check (char_length(contact_phone) <= 40);

update public.chat_escalations set lead_status = 'done' where resolved;

-- The chat history filters on this; an exists() per conversation cannot use an index.
alter table public.chat_conversations add column escalated boolean not null default false;
update public.chat_conversations c set escalated = true
 where exists (select 1 from public.chat_escalations e where e.conversation_id = c.id);

create index contact_messages_lead_status_idx on public.contact_messages (lead_status, created_at desc);
create index contact_messages_email_idx on public.contact_messages (lower(email), created_at desc);
create index chat_escalations_created_at_idx on public.chat_escalations (created_at desc);
create index chat_escalations_lead_status_idx on public.chat_escalations (lead_status, created_at desc);

grant update (lead_status, lead_note) on public.contact_messages to authenticated;
grant update (lead_status, lead_note) on public.chat_escalations to authenticated;
grant delete on public.contact_messages, public.chat_conversations to authenticated;

create policy "Admins update contact messages"
  on public.contact_messages for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins delete contact messages"
  on public.contact_messages for delete to authenticated
  using ((select private.is_admin()));
create policy "Admins delete conversations"
  on public.chat_conversations for delete to authenticated
  using ((select private.is_admin()));

-- Resolving an escalation in the chat history (resolved) and closing it in the inbox (lead_status 'done')
-- are one thing: whichever column an update changes, the other follows.
create function private.sync_escalation_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.resolved is distinct from old.resolved then
    new.lead_status := case
      when new.resolved then 'done'
      when old.lead_status = 'done' then 'in_progress'
      else old.lead_status
    end;
  elsif new.lead_status is distinct from old.lead_status then
    new.resolved := new.lead_status = 'done';
  end if;
  return new;
end;
$$;
revoke all on function private.sync_escalation_status() from public, anon, authenticated;

create trigger chat_escalations_sync_status
  before update on public.chat_escalations
  for each row execute function private.sync_escalation_status();

-- ---------------------------------------------------------------------------------------------------------
-- Contact details typed in the chat
-- ---------------------------------------------------------------------------------------------------------

create function private.email_in(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(substring(p_text from '[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}'), 320)
$$;

-- A Danish number: eight digits, optionally after +45/0045, in pairs or fours with spaces or dashes.
create function private.phone_in(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(btrim(substring(p_text from '(?:(?:\+45|0045)[ -]?)?\m\d{2}[ -]?\d{2}[ -]?\d{2}[ -]?\d{2}\M')), 40)
$$;

revoke all on function private.email_in(text), private.phone_in(text) from public, anon, authenticated;

-- On a new escalation: the conversation is escalated, and the visitor's contact details are what the
-- conversation already has (the signed-in e-mail, else the newest address or number they typed).
create function private.prepare_escalation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conversation public.chat_conversations%rowtype;
begin
  select * into conversation from public.chat_conversations c where c.id = new.conversation_id;
  new.contact_email := coalesce(new.contact_email, conversation.user_email, private.email_in(new.user_message),
    (select private.email_in(m.content) from public.chat_messages m
      where m.conversation_id = new.conversation_id and m.role = 'user' and private.email_in(m.content) is not null
      order by m.created_at desc limit 1));
  new.contact_phone := coalesce(new.contact_phone, private.phone_in(new.user_message),
    (select private.phone_in(m.content) from public.chat_messages m
      where m.conversation_id = new.conversation_id and m.role = 'user' and private.phone_in(m.content) is not null
      order by m.created_at desc limit 1));
  update public.chat_conversations c set escalated = true where c.id = new.conversation_id and not c.escalated;
  return new;
end;
$$;
revoke all on function private.prepare_escalation() from public, anon, authenticated;

create trigger chat_escalations_prepare
  before insert on public.chat_escalations
  for each row execute function private.prepare_escalation();

-- ---------------------------------------------------------------------------------------------------------
-- One e-mail per lead: the outbox
-- ---------------------------------------------------------------------------------------------------------

create table private.lead_mail_outbox (
  -- 'contact:<message id>' or 'chat:<conversation id>': the primary key is what makes a second e-mail for one
  -- lead impossible. A chat lead is the conversation: a visitor who escalates twice is one e-mail.
  lead_ref text primary key,
  contact_message_id uuid references public.contact_messages (id) on delete cascade,
  escalation_id uuid references public.chat_escalations (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Set once the mail server accepted the message; a row with sent_at is never claimed again.
  sent_at timestamptz,
  attempts integer not null default 0,
  -- A sender holds a claimed row until then (a crashed sender's rows are taken up again afterwards).
  locked_until timestamptz,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  constraint lead_mail_outbox_one_lead check ((contact_message_id is null) <> (escalation_id is null)),
  constraint lead_mail_outbox_last_error_check check (char_length(last_error) <= 500)
);
comment on table private.lead_mail_outbox is
  'One row per lead that must be e-mailed to LEADS_NOTIFY_EMAIL; drained by the lead-mail edge function.';
create index lead_mail_outbox_due_idx on private.lead_mail_outbox (next_attempt_at) where sent_at is null;
create index lead_mail_outbox_escalation_idx on private.lead_mail_outbox (escalation_id);
create index lead_mail_outbox_contact_idx on private.lead_mail_outbox (contact_message_id);
alter table private.lead_mail_outbox enable row level security;
revoke all on private.lead_mail_outbox from public, anon, authenticated;

create function private.queue_contact_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.lead_mail_outbox (lead_ref, contact_message_id)
  values ('contact:' || new.id, new.id)
  on conflict (lead_ref) do nothing;
  return null;
end;
$$;
revoke all on function private.queue_contact_mail() from public, anon, authenticated;

create trigger contact_messages_queue_mail
  after insert on public.contact_messages
  for each row execute function private.queue_contact_mail();

-- An escalation is mailed once it has contact details: at once, or when the visitor types them later; only
-- the conversation's first such escalation is mailed.
create function private.queue_escalation_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.contact_email is not null or new.contact_phone is not null then
    insert into private.lead_mail_outbox (lead_ref, escalation_id)
    values ('chat:' || new.conversation_id, new.id)
    on conflict (lead_ref) do nothing;
  end if;
  return null;
end;
$$;
revoke all on function private.queue_escalation_mail() from public, anon, authenticated;

create trigger chat_escalations_queue_mail
  after insert or update of contact_email, contact_phone on public.chat_escalations
  for each row execute function private.queue_escalation_mail();

-- A visitor's message after an escalation that had no way to reach them may carry one.
create function private.note_chat_contact()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_email text;
  found_phone text;
begin
  found_email := private.email_in(new.content);
  found_phone := private.phone_in(new.content);
  if found_email is null and found_phone is null then
    return null;
  end if;
  update public.chat_escalations e
     set contact_email = coalesce(e.contact_email, found_email),
         contact_phone = coalesce(e.contact_phone, found_phone)
   where e.conversation_id = new.conversation_id
     and e.contact_email is null and e.contact_phone is null;
  return null;
end;
$$;
revoke all on function private.note_chat_contact() from public, anon, authenticated;

create trigger chat_messages_note_contact
  after insert on public.chat_messages
  for each row
  when (new.role = 'user' and new.content ~ '(@|\d{2}[ -]?\d{2})')
  execute function private.note_chat_contact();

-- The lead-mail function's two calls (service_role only). claim: up to p_limit due rows, held for
-- p_lease_seconds, with what the e-mail needs; rows another sender holds are skipped.
create function public.lead_mail_claim(p_limit integer default 10, p_lease_seconds integer default 120)
returns table (
  lead_ref text,
  source text,
  name text,
  company text,
  email text,
  phone text,
  message text,
  conversation_id uuid,
  created_at timestamptz,
  attempts integer
)
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select o.lead_ref
      from private.lead_mail_outbox o
     where o.sent_at is null and o.next_attempt_at <= now() and (o.locked_until is null or o.locked_until < now())
     order by o.created_at
     limit greatest(1, least(p_limit, 100))
       for update skip locked
  ),
  claimed as (
    update private.lead_mail_outbox o
       set locked_until = now() + make_interval(secs => greatest(p_lease_seconds, 10)),
           attempts = o.attempts + 1
      from due
     where o.lead_ref = due.lead_ref
    returning o.*
  )
  select c.lead_ref, 'contact', m.name, m.company, m.email, null, m.message, null, m.created_at, c.attempts
    from claimed c join public.contact_messages m on m.id = c.contact_message_id
  union all
  select c.lead_ref, 'chat', conv.user_name, null, e.contact_email, e.contact_phone, e.user_message,
         e.conversation_id, e.created_at, c.attempts
    from claimed c
    join public.chat_escalations e on e.id = c.escalation_id
    join public.chat_conversations conv on conv.id = e.conversation_id
$$;

-- finish: sent (never claimed again), or failed (due again after p_retry_seconds).
create function public.lead_mail_finish(p_lead_ref text, p_ok boolean, p_error text default null, p_retry_seconds integer default 60)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.lead_mail_outbox
     set sent_at = case when p_ok then now() else sent_at end,
         locked_until = null,
         next_attempt_at = case when p_ok then next_attempt_at else now() + make_interval(secs => greatest(p_retry_seconds, 0)) end,
         last_error = case when p_ok then null else left(p_error, 500) end
   where lead_ref = p_lead_ref and sent_at is null
$$;

revoke all on function public.lead_mail_claim(integer, integer) from public, anon, authenticated;
revoke all on function public.lead_mail_finish(text, boolean, text, integer) from public, anon, authenticated;
grant execute on function public.lead_mail_claim(integer, integer) to service_role;
grant execute on function public.lead_mail_finish(text, boolean, text, integer) to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Questions the chat assistant could not answer
-- ---------------------------------------------------------------------------------------------------------

create table public.chat_unanswered (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.chat_conversations (id) on delete cascade,
  question text not null,
  -- Why the answerer gave up, e.g. 'no_passages' or 'low_relevance' (see /work/notes/LEADS_CONTRACT.md).
  reason text not null,
  created_at timestamptz not null default now(),
  constraint chat_unanswered_question_check check (char_length(question) between 1 and 10000),
  constraint chat_unanswered_reason_check check (reason ~ '^[a-z_]{1,40}$')
);
comment on table public.chat_unanswered is
  'Visitor questions the chat assistant found no answer for (chat_record_unanswered). Admins read.';
create index chat_unanswered_created_at_idx on public.chat_unanswered (created_at desc);
create index chat_unanswered_conversation_id_idx on public.chat_unanswered (conversation_id);

alter table public.chat_unanswered enable row level security;
revoke all on public.chat_unanswered from anon;
revoke insert, update, delete, truncate, references, trigger on public.chat_unanswered from authenticated;
create policy "Admins read unanswered questions"
  on public.chat_unanswered for select to authenticated
  using ((select private.is_admin()));

create function public.chat_record_unanswered(p_conversation_id uuid, p_question text, p_reason text)
returns void
language sql
volatile
set search_path = ''
as $$
  insert into public.chat_unanswered (conversation_id, question, reason)
  values (p_conversation_id, left(btrim(p_question), 10000), p_reason)
$$;
revoke all on function public.chat_record_unanswered(uuid, text, text) from public, anon, authenticated;
grant execute on function public.chat_record_unanswered(uuid, text, text) to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The inbox's reads (security invoker: the caller's RLS decides, so only admins see rows)
-- ---------------------------------------------------------------------------------------------------------

-- A search term as an ILIKE pattern matching it anywhere, its wildcards taken literally.
create function private.contains_pattern(p_term text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '%' || regexp_replace(btrim(p_term), '([\\%_])', '\\\1', 'g') || '%'
$$;
revoke all on function private.contains_pattern(text) from public, anon;
grant execute on function private.contains_pattern(text) to authenticated, service_role;

create view public.admin_lead_items
with (security_invoker = true)
as
select m.id, 'contact'::text as source, m.name, m.company, m.email, null::text as phone, m.message,
       null::uuid as conversation_id, m.lead_status as status, m.lead_note as note, m.created_at
  from public.contact_messages m
union all
select e.id, 'chat', c.user_name, null, coalesce(c.user_email, e.contact_email), e.contact_phone, e.user_message,
       e.conversation_id, e.lead_status, e.lead_note, e.created_at
  from public.chat_escalations e
  join public.chat_conversations c on c.id = e.conversation_id;
comment on view public.admin_lead_items is
  'The inbox: contact messages and chat escalations as one list. RLS of the caller applies (admins only).';
revoke all on public.admin_lead_items from anon;
revoke insert, update, delete, truncate, references, trigger on public.admin_lead_items from authenticated;

-- One page of the inbox, newest first, and how many leads match. Filters: status ('new', 'in_progress',
-- 'done'), source ('contact', 'chat'), created in [p_from, p_to), and a search in who, what and the note.
create function public.admin_leads(
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
    select l.*
      from public.admin_lead_items l
     where (p_status is null or l.status = p_status)
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
      select jsonb_agg(to_jsonb(page) order by page.created_at desc, page.id desc)
        from (select * from matching
               order by created_at desc, id desc
               limit greatest(1, least(p_limit, 500)) offset greatest(p_offset, 0)) page
    ), '[]'::jsonb)
  )
$$;
revoke all on function public.admin_leads(text, text, text, timestamptz, timestamptz, integer, integer) from public, anon;
grant execute on function public.admin_leads(text, text, text, timestamptz, timestamptz, integer, integer)
  to authenticated, service_role;

-- At a glance: leads still 'new' (the tab's count), leads received this week and last (Monday to Sunday,
-- Danish time), and the questions the chat could not answer in the last 30 days, grouped by their wording
-- (case, spacing and a trailing ?/!/. ignored), most frequent first.
create function public.admin_lead_stats()
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
           u.question, u.created_at
      from public.chat_unanswered u
     where u.created_at >= now() - interval '30 days'
  ),
  grouped as (
    select (array_agg(question order by created_at desc))[1] as question, count(*) as count, max(created_at) as last_asked
      from unanswered
     group by key
  )
  select jsonb_build_object(
    'new_total', (select count(*) from public.admin_lead_items l where l.status = 'new'),
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
revoke all on function public.admin_lead_stats() from public, anon;
grant execute on function public.admin_lead_stats() to authenticated, service_role;
