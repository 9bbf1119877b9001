-- What hosted Supabase already has before any migration runs: the API roles, the extensions schema,
-- and the default grants that make row-level security the only gate on the public schema.
-- Runs once, as the superuser, on a fresh cluster. Never part of supabase/migrations.

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit password 'postgres';
grant anon, authenticated, service_role to authenticator;
-- The auth and storage servers written here connect as these, like GoTrue and Storage do on hosted.
create role supabase_auth_admin login noinherit createrole password 'postgres';
create role supabase_storage_admin login noinherit createrole password 'postgres';
grant anon, authenticated, service_role to supabase_storage_admin;

create schema if not exists extensions;
grant usage on schema extensions to public;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists citext with schema extensions;
create extension if not exists pg_trgm with schema extensions;

alter database postgres set search_path to "$user", public, extensions;
alter role authenticator set search_path to "$user", public, extensions;
set search_path to "$user", public, extensions;

grant usage on schema public to anon, authenticated, service_role;
grant all on all tables in schema public to anon, authenticated, service_role;
grant all on all routines in schema public to anon, authenticated, service_role;
grant all on all sequences in schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on routines to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;

-- Migrations are tracked the way the Supabase CLI tracks them, so `supabase migration list` would agree.
create schema if not exists supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
