-- Messages from the landing page's contact form (stored, unlike a form that only logs:
-- docs/product-rules.md#contact-form).
--
-- Who may do what:
--   anon, customers  nothing: no read, no direct insert. Visitors submit through the contact-submit edge
--                    function, which validates, rate-limits and writes as service_role via
--                    submit_contact_message() below.
--   admins           read.
--
-- Length limits mirror src/content/contact-form.ts (CONTACT_LIMITS), so a write that skipped the
-- function's validation still cannot store oversized data.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  -- Chosen by the browser per submission. A retry (a lost answer, the offline queue sending after a
  -- reload, two tabs flushing at once) carries the same id and is stored once.
  client_id uuid not null,
  name text not null,
  email text not null,
  company text,
  message text,
  user_agent text,
  -- HMAC of the sender's IP address, kept only while it counts towards the rate limit (then cleared), so
  -- the table never holds a plain address and holds the pseudonymous one for minutes, not forever.
  ip_hash text,
  created_at timestamptz not null default now(),

  constraint contact_messages_client_id_key unique (client_id),
  constraint contact_messages_name_check check (char_length(btrim(name)) between 1 and 100),
  constraint contact_messages_email_check check (char_length(email) between 3 and 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint contact_messages_company_check check (char_length(company) between 1 and 100),
  constraint contact_messages_message_check check (char_length(message) between 1 and 5000),
  constraint contact_messages_user_agent_check check (char_length(user_agent) <= 500),
  constraint contact_messages_ip_hash_check check (char_length(ip_hash) <= 128)
);
comment on table public.contact_messages is
  'Contact form submissions. Written only by the contact-submit edge function (service_role); read by admins.';

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
-- The rate limit counts one address's recent rows.
create index contact_messages_ip_hash_idx on public.contact_messages (ip_hash, created_at) where ip_hash is not null;

alter table public.contact_messages enable row level security;

revoke all on public.contact_messages from anon;
revoke insert, update, delete, truncate, references, trigger on public.contact_messages from authenticated;

create policy "Admins read contact messages"
  on public.contact_messages for select to authenticated
  using ((select public.is_admin()));

-- Stores one submission unless it is a repeat or the sender is over the limit, in one transaction:
--   'created'      stored now;
--   'duplicate'    a message with this client_id exists (answered with that row, nothing changes);
--   'rate_limited' the address already sent max_per_window messages within the window;
--                  retry_after_seconds says when the oldest of them stops counting.
-- An advisory lock per address serialises its submissions, so parallel requests cannot all pass the count.
-- The limits are parameters because the function owns them (src/content/contact-form.ts).
create function public.submit_contact_message(
  p_client_id uuid,
  p_name text,
  p_email text,
  p_company text,
  p_message text,
  p_user_agent text,
  p_ip_hash text,
  p_max_per_window integer,
  p_window_seconds integer
)
returns table (status text, id uuid, created_at timestamptz, retry_after_seconds integer)
language plpgsql
volatile
set search_path = ''
as $$
#variable_conflict use_column
declare
  window_start timestamptz := now() - make_interval(secs => p_window_seconds);
  recent integer;
  oldest timestamptz;
  stored public.contact_messages%rowtype;
begin
  perform pg_advisory_xact_lock(hashtextextended('contact_messages:' || coalesce(p_ip_hash, ''), 0));

  select * into stored from public.contact_messages m where m.client_id = p_client_id;
  if found then
    return query select 'duplicate'::text, stored.id, stored.created_at, null::integer;
    return;
  end if;

  select count(*), min(m.created_at) into recent, oldest
    from public.contact_messages m
   where m.ip_hash = p_ip_hash and m.created_at > window_start;
  if recent >= p_max_per_window then
    return query select 'rate_limited'::text, null::uuid, null::timestamptz,
      greatest(1, ceil(extract(epoch from (oldest - window_start)))::integer);
    return;
  end if;

  insert into public.contact_messages as m (client_id, name, email, company, message, user_agent, ip_hash)
  values (p_client_id, p_name, p_email, nullif(p_company, ''), nullif(p_message, ''), p_user_agent, p_ip_hash)
  on conflict on constraint contact_messages_client_id_key do nothing
  returning m.* into stored;
  if not found then
    -- The same client_id arrived from another address at the same moment; that one won.
    select * into stored from public.contact_messages m where m.client_id = p_client_id;
    return query select 'duplicate'::text, stored.id, stored.created_at, null::integer;
    return;
  end if;

  -- Addresses are only needed while they count.
  update public.contact_messages m set ip_hash = null
   where m.ip_hash is not null and m.created_at <= window_start;

  return query select 'created'::text, stored.id, stored.created_at, null::integer;
end;
$$;
comment on function public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer) is
  'Stores a contact message idempotently (client_id) within a per-address rate limit. service_role only.';

revoke all on function public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer)
  to service_role;
