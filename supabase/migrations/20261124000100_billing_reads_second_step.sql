-- A customer who has set up an authenticator reads their own billing rows only in a session that gave
-- its code (aal2). Until now only the billing functions asked for the second step; PostgREST served
-- `customers` and `subscriptions` to a password-only (aal1) session, so a stolen password showed the
-- plan, the number of employees and the Stripe customer id. Customers without a factor are unaffected.

-- The caller's session is as strong as their account asks: aal2, or no verified factor to give.
-- Security definer to read auth.mfa_factors, which callers cannot; empty search_path so nothing can be
-- shadowed. It answers only for the caller (auth.uid()/auth.jwt() of the verified JWT), never for an id
-- passed in, so it tells nobody anything about another account.
create function private.session_meets_mfa()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
      or not exists (
        select 1 from auth.mfa_factors f
         where f.user_id = (select auth.uid()) and f.status = 'verified'
      )
$$;
comment on function private.session_meets_mfa() is
  'True when the caller''s session is aal2, or the caller has no verified MFA factor.';

revoke all on function private.session_meets_mfa() from public, anon;
grant execute on function private.session_meets_mfa() to authenticated, service_role;

-- The scalar subqueries let Postgres evaluate both calls once per statement, not once per row.
drop policy "Users read their own customer" on public.customers;
create policy "Users read their own customer"
  on public.customers for select to authenticated
  using (user_id = (select auth.uid()) and (select private.session_meets_mfa()));

drop policy "Users read their own subscriptions" on public.subscriptions;
create policy "Users read their own subscriptions"
  on public.subscriptions for select to authenticated
  using (user_id = (select auth.uid()) and (select private.session_meets_mfa()));

-- The admin check asks the same question about the session: one place for the rule.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1 from public.user_roles ur
       where ur.user_id = (select auth.uid()) and ur.role = 'admin'::public.app_role
    )
    and private.session_meets_mfa()
$$;
