-- When a cancelled subscription ends. The terms give notice to the end of the month after the
-- cancellation, so the end is often later than the current period's end; stripe-webhook sets that date
-- on Stripe (cancel_at) and keeps it here, where check-subscription reads it for the portal.
alter table public.subscriptions add column cancel_at timestamptz;
comment on column public.subscriptions.cancel_at is
  'When Stripe ends the subscription (Stripe''s cancel_at); null while it renews. Kept by stripe-webhook.';

-- The webhook's upsert learns the new field: a new trailing parameter with a default, so a caller that
-- does not send it (an older function during a deploy) keeps working.
drop function public.apply_stripe_subscription(text, uuid, text, text, text, integer, timestamptz, boolean, bigint, boolean);

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
  p_force boolean default false,
  p_cancel_at timestamptz default null
) returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_changed integer;
begin
  insert into public.subscriptions as s
    (id, user_id, stripe_customer_id, status, price_id, quantity, current_period_end, cancel_at_period_end, cancel_at, stripe_state_at)
  values
    (p_id, p_user_id, p_customer_id, p_status, p_price_id, p_quantity, p_current_period_end, p_cancel_at_period_end, p_cancel_at, p_state_at)
  on conflict (id) do update set
    status = excluded.status,
    price_id = excluded.price_id,
    quantity = excluded.quantity,
    current_period_end = excluded.current_period_end,
    cancel_at_period_end = excluded.cancel_at_period_end,
    cancel_at = excluded.cancel_at,
    stripe_state_at = greatest(s.stripe_state_at, excluded.stripe_state_at),
    updated_at = now()
  where p_force or excluded.stripe_state_at > s.stripe_state_at;
  get diagnostics v_changed = row_count;
  return case when v_changed > 0 then 'applied' else 'stale' end;
end;
$$;

revoke all on function public.apply_stripe_subscription(text, uuid, text, text, text, integer, timestamptz, boolean, bigint, boolean, timestamptz)
  from public, anon, authenticated;
grant execute on function public.apply_stripe_subscription(text, uuid, text, text, text, integer, timestamptz, boolean, bigint, boolean, timestamptz)
  to service_role;
