-- The lead path after the fourth attack round (issue 35 items 2, 3 and 5).
--
--   The lead budget's sender is only what a sender cannot type for someone else: the connection (the client
--   address's HMAC) and the signed-in account. A typed e-mail address or phone number no longer counts, so five
--   messages that type a customer's address never hold back that customer's own lead from another connection.
--   An urgent lead (an attack in progress) is mailed at once, once per sender and window: the same sender's
--   further urgent leads are folded into the sender's digest, sent when the window has passed like any other.
--   Every lead stays in the inbox: only e-mails fold.
--   E-mail addresses follow one strict rule (supabase/functions/_shared/lib/email.ts): a contact message with
--   another address is refused, an address from the auth server or the chat that breaks it is not stored on a
--   conversation or an escalation (the lead is kept, without the address), and the chat reads only such addresses
--   out of a visitor's message.
--
-- Who may do what: unchanged.

-- ---------------------------------------------------------------------------------------------------------
-- One rule for an e-mail address
-- ---------------------------------------------------------------------------------------------------------

-- STRICT_EMAIL_PATTERN and EMAIL_MAX_LENGTH of lib/email.ts, word for word (tests/integration/lead-fourth-round
-- compares the two on the same addresses).
create function private.is_strict_email(p_email text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(p_email) <= 254
     and p_email ~ '^(?=[^@]{1,64}@)[A-Za-z0-9_''+-]+(?:\.[A-Za-z0-9_''+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$'
$$;
revoke all on function private.is_strict_email(text) from public, anon, authenticated;

-- An address in a visitor's chat message: one standing on its own, not the tail of something holding '%', '?',
-- '&', '/', '=' … (chat-support/assistant/contact.ts reads the same).
create or replace function private.email_in(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when private.is_strict_email(found) then found end
    from (select substring(p_text from
      '(?<![\w.%+''&/?=#:~!$*@-])[A-Za-z0-9_''+-]+(?:\.[A-Za-z0-9_''+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(?![\w@%/-])'
    ) as found) f
$$;

-- A contact message's address is the visitor's own input: contact-submit refuses another with a 400 first; here a
-- writer that skips it is refused too (23514, as a check would). A trigger rather than a check, so a message
-- stored before this rule can still have its status and note changed.
create function private.contact_strict_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_strict_email(new.email) then
    raise exception 'contact_messages.email is not a valid e-mail address' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.contact_strict_email() from public, anon, authenticated;
create trigger contact_messages_strict_email
  before insert or update of email on public.contact_messages
  for each row execute function private.contact_strict_email();

-- A conversation's address comes from the auth server, an escalation's from the chat (or the model's hand-off):
-- one that breaks the rule is not stored, and the conversation or the lead is kept without it. These run after
-- chat_escalations_prepare (triggers of a kind run in name order), which copies the conversation's address.
create function private.conversation_strict_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_email is not null and not private.is_strict_email(new.user_email) then
    new.user_email := null;
  end if;
  return new;
end;
$$;
create function private.escalation_strict_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.contact_email is not null and not private.is_strict_email(new.contact_email) then
    new.contact_email := null;
  end if;
  return new;
end;
$$;
revoke all on function private.conversation_strict_email(), private.escalation_strict_email() from public, anon, authenticated;
create trigger chat_conversations_strict_email
  before insert or update of user_email on public.chat_conversations
  for each row execute function private.conversation_strict_email();
create trigger chat_escalations_strict_email
  before insert or update of contact_email on public.chat_escalations
  for each row execute function private.escalation_strict_email();

-- ---------------------------------------------------------------------------------------------------------
-- The lead budget: connection and account only; one urgent e-mail per sender and window
-- ---------------------------------------------------------------------------------------------------------

-- sender_keys now holds 'user:<id>' (the signed-in account) only; the typed keys of before go.
update private.lead_mail_outbox o
   set sender_keys = array(select k from unnest(o.sender_keys) k where k like 'user:%')
 where o.sender_keys <> '{}';

-- Queues one lead (once: the lead_ref is the primary key). The sender is the connection (p_ip_hash) and the
-- account ('user:<id>' in p_keys; any other key is ignored: a typed address or number must never delay someone
-- else's lead). Within the sender's window:
--   - an urgent lead is mailed at once if it is the sender's first urgent one; later urgent leads fold;
--   - any other lead is mailed on its own while the sender has had fewer than LEAD_BUDGET e-mails of their own;
--     later ones fold.
-- Folded leads go into the sender's waiting digest, sent when the window has passed (urgent or not: the first
-- urgent lead already reached a person). A lead with no known sender is always mailed on its own.
create or replace function private.queue_lead_mail(
  p_ref text,
  p_contact_message_id uuid,
  p_escalation_id uuid,
  p_keys text[],
  p_ip_hash text,
  p_urgent boolean,
  p_not_before timestamptz default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings record;
  window_start timestamptz;
  keys text[] := array(select distinct k from unnest(p_keys) k where k ~ '^user:.+');
  v_urgent boolean := coalesce(p_urgent, false);
  v_own boolean;
  digest text;
begin
  select * into settings from private.lead_budget();
  window_start := now() - settings.window_length;
  -- One sender's leads are counted and folded one at a time; leads are few, so one lock for all is enough.
  perform pg_advisory_xact_lock(hashtextextended('lead_mail_outbox:budget', 0));
  if exists (select 1 from private.lead_mail_outbox o where o.lead_ref = p_ref) then
    return;
  end if;

  -- Address hashes are needed only while they count.
  update private.lead_mail_outbox o set ip_hash = null where o.ip_hash is not null and o.created_at <= window_start;
  update public.chat_escalations e set ip_hash = null where e.ip_hash is not null and e.created_at <= now() - interval '1 day';

  if p_ip_hash is null and cardinality(keys) = 0 then
    v_own := true;
  elsif v_urgent then
    v_own := not exists (
      select 1 from private.lead_mail_outbox o
       where o.created_at > window_start and o.urgent and o.lead_ref not like 'digest:%' and o.digest_ref is null
         and (o.ip_hash = p_ip_hash or o.sender_keys && keys));
  else
    v_own := (select count(*) from private.lead_mail_outbox o
             where o.created_at > window_start and o.lead_ref not like 'digest:%' and o.digest_ref is null
               and (o.ip_hash = p_ip_hash or o.sender_keys && keys)) < settings.budget;
  end if;
  if v_own then
    insert into private.lead_mail_outbox (lead_ref, contact_message_id, escalation_id, sender_keys, ip_hash, urgent, next_attempt_at)
    values (p_ref, p_contact_message_id, p_escalation_id, keys, p_ip_hash, v_urgent, coalesce(p_not_before, now()));
    return;
  end if;

  -- Folded: the sender's digest that is still waiting (not being sent right now) takes it.
  select o.lead_ref into digest
    from private.lead_mail_outbox o
   where o.lead_ref like 'digest:%' and o.sent_at is null and (o.locked_until is null or o.locked_until < now())
     and (o.ip_hash = p_ip_hash or o.sender_keys && keys)
   order by o.created_at desc
   limit 1
     for update;
  if digest is null then
    digest := 'digest:' || gen_random_uuid();
    insert into private.lead_mail_outbox (lead_ref, sender_keys, ip_hash, urgent, next_attempt_at)
    values (digest, keys, p_ip_hash, v_urgent, now() + settings.window_length);
  else
    update private.lead_mail_outbox o
       set sender_keys = array(select distinct k from unnest(o.sender_keys || keys) k),
           ip_hash = coalesce(p_ip_hash, o.ip_hash),
           urgent = o.urgent or v_urgent
     where o.lead_ref = digest;
  end if;
  insert into private.lead_mail_outbox (lead_ref, contact_message_id, escalation_id, sender_keys, ip_hash, urgent, digest_ref)
  values (p_ref, p_contact_message_id, p_escalation_id, keys, p_ip_hash, v_urgent, digest);
end;
$$;

-- A contact message's sender is its connection (the form is anonymous).
create or replace function private.queue_contact_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_lead_mail('contact:' || new.id, new.id, null, '{}', new.ip_hash, false);
  return null;
end;
$$;

-- A chat lead's sender is its connection and, when signed in, the account. Otherwise as before: an escalation is
-- mailed once it has contact details, or at once when urgent; the conversation's first such escalation is mailed,
-- and its first urgent one; a chat lead that is not urgent waits up to a minute for the name the turn stores.
create or replace function private.queue_escalation_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  account uuid;
begin
  if new.contact_email is null and new.contact_phone is null and not new.urgent then
    return null;
  end if;
  select c.user_id into account from public.chat_conversations c where c.id = new.conversation_id;
  perform private.queue_lead_mail(
    case when new.urgent then 'chat-urgent:' else 'chat:' end || new.conversation_id,
    null, new.id,
    case when account is null then '{}'::text[] else array['user:' || account] end,
    new.ip_hash, new.urgent,
    case when new.urgent then now() else now() + interval '1 minute' end);
  return null;
end;
$$;

drop function private.phone_key(text);
