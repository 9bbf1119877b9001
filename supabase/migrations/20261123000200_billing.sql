-- Billing state mirrored from Stripe (issue 12).
--
-- Who may do what:
--   anon             nothing.
--   customers        read their own customer mapping and subscriptions (check-subscription reads through RLS).
--   service_role     everything: create-checkout stores the customer mapping, stripe-webhook writes
--                    subscriptions and the processed event ids. Nobody else writes.
--
-- Stripe is the source of truth; these rows are a cache kept by webhooks, so the app's status check never
-- waits on Stripe.

create table public.customers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- One Stripe customer per user, ever: the unique user_id makes a second concurrent checkout's insert lose
  -- and reuse the first one's customer.
  stripe_customer_id text not null unique,
  created_at timestamptz not null default now(),
  constraint customers_stripe_customer_id_check check (stripe_customer_id ~ '^cus_[A-Za-z0-9]+$')
);
comment on table public.customers is 'The Stripe customer of each user. Written by create-checkout (service_role).';

create table public.subscriptions (
  id text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  stripe_customer_id text not null,
  status text not null,
  price_id text,
  quantity integer,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  -- The Stripe time (event.created, seconds) of the state stored here. An event no newer than this is
  -- never applied from its payload: the webhook re-reads the subscription from the API instead, so a late
  -- or reordered delivery cannot overwrite newer state.
  stripe_state_at bigint not null,
  updated_at timestamptz not null default now(),
  constraint subscriptions_id_check check (id ~ '^sub_[A-Za-z0-9]+$'),
  constraint subscriptions_status_check check (
    status in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused')
  ),
  constraint subscriptions_quantity_check check (quantity is null or quantity >= 0)
);
comment on table public.subscriptions is 'Stripe subscriptions of each user, kept by the stripe-webhook function (service_role).';

create index subscriptions_user_id_idx on public.subscriptions (user_id, current_period_end desc);

create table public.stripe_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);
comment on table public.stripe_events is 'Stripe event ids already applied, so a redelivered event changes nothing.';

alter table public.customers enable row level security;
alter table public.subscriptions enable row level security;
alter table public.stripe_events enable row level security;

revoke all on public.customers, public.subscriptions, public.stripe_events from anon;
revoke all on public.stripe_events from authenticated;
revoke insert, update, delete, truncate, references, trigger on public.customers, public.subscriptions from authenticated;

create policy "Users read their own customer"
  on public.customers for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users read their own subscriptions"
  on public.subscriptions for select to authenticated
  using (user_id = (select auth.uid()));

-- Applies one subscription state in a single statement, newest-wins:
--   p_state_at > stored stripe_state_at  the row takes the new state ('applied');
--   otherwise                             nothing changes ('stale'); the caller re-reads Stripe and calls
--                                         again with p_force, which stores what the API says now.
-- The row lock of the upsert serialises concurrent deliveries for one subscription.
create function public.apply_stripe_subscription(
  p_id text,
  p_user_id uuid,
  p_customer_id text,
  p_status text,
  p_price_id text,
  p_quantity integer,
  p_current_period_end timestamptz,
  p_cancel_at_period_end boolean,
  p_state_at bigint,
  p_force boolean default false
) returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_changed integer;
begin
  insert into public.subscriptions as s
    (id, user_id, stripe_customer_id, status, price_id, quantity, current_period_end, cancel_at_period_end, stripe_state_at)
  values
    (p_id, p_user_id, p_customer_id, p_status, p_price_id, p_quantity, p_current_period_end, p_cancel_at_period_end, p_state_at)
  on conflict (id) do update set
    status = excluded.status,
    price_id = excluded.price_id,
    quantity = excluded.quantity,
    current_period_end = excluded.current_period_end,
    cancel_at_period_end = excluded.cancel_at_period_end,
    stripe_state_at = greatest(s.stripe_state_at, excluded.stripe_state_at),
    updated_at = now()
  where p_force or excluded.stripe_state_at > s.stripe_state_at;
  get diagnostics v_changed = row_count;
  return case when v_changed > 0 then 'applied' else 'stale' end;
end;
$$;

revoke all on function public.apply_stripe_subscription(text, uuid, text, text, text, integer, timestamptz, boolean, bigint, boolean)
  from public, anon, authenticated;
grant execute on function public.apply_stripe_subscription(text, uuid, text, text, text, integer, timestamptz, boolean, bigint, boolean)
  to service_role;
