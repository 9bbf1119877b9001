-- The chat assistant's hand-off (issue 22): when a visitor who is not signed in asks for a person, the
-- assistant asks for a name and an e-mail address or phone number and stores them on the conversation's
-- escalation; and it searches the published posts itself, so it needs them (only when they changed).
--
-- Who may do what: as before, only service_role (the chat-support function) calls these RPCs; admins read
-- escalations, now with the contact details, through the existing admin policies.

-- contact_email and contact_phone may exist already: the admin inbox's migration adds them too (and fills
-- them from the messages by trigger); the name is this file's.
alter table public.chat_escalations
  add column if not exists contact_email text,
  add column if not exists contact_phone text,
  add column contact_name text,
  add constraint chat_escalations_handoff_name_check check (char_length(contact_name) between 1 and 200),
  add constraint chat_escalations_handoff_email_check check (char_length(contact_email) between 3 and 320),
  add constraint chat_escalations_handoff_phone_check check (char_length(contact_phone) between 4 and 40);

comment on column public.chat_escalations.contact_name is 'The name a visitor typed in the chat after asking for a person.';

-- The contact details go on the conversation's latest open escalation (what the visitor typed now wins over
-- what was found before); without one (the visitor left them without asking first), a new escalation is
-- made with the given reason and message.
create function public.chat_save_handoff_contact(
  p_conversation_id uuid,
  p_reason text,
  p_message text,
  p_name text,
  p_email text,
  p_phone text
)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select e.id into v_id from public.chat_escalations e
   where e.conversation_id = p_conversation_id and not e.resolved
   order by e.created_at desc
   limit 1;
  if v_id is null then
    insert into public.chat_escalations (conversation_id, reason, user_message, contact_name, contact_email, contact_phone)
    values (p_conversation_id, p_reason, p_message, nullif(btrim(p_name), ''), nullif(btrim(p_email), ''), nullif(btrim(p_phone), ''));
  else
    update public.chat_escalations
       set contact_name = coalesce(nullif(btrim(p_name), ''), contact_name),
           contact_email = coalesce(nullif(btrim(p_email), ''), contact_email),
           contact_phone = coalesce(nullif(btrim(p_phone), ''), contact_phone)
     where id = v_id;
  end if;
end;
$$;

-- The published posts the assistant searches. `version` changes whenever a published post's text changes,
-- a post is published, unpublished or deleted (view counts do not count); the posts themselves come back
-- only when the caller's version is out of date.
create function public.chat_published_posts(p_known_version text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with published as (
    select p.id, p.slug, p.title, p.excerpt, p.content, p.category, p.meta_keywords
      from public.blog_posts p
     where p.status = 'published' and not p._deleted
  ),
  v as (
    select coalesce(md5(string_agg(md5(concat_ws(E'\x1f', id::text, slug, title, excerpt, content, category, array_to_string(meta_keywords, ','))), '' order by id)), 'none') as version
      from published
  )
  select case
    when v.version = p_known_version then jsonb_build_object('version', v.version, 'posts', null)
    else jsonb_build_object(
      'version', v.version,
      'posts', coalesce((select jsonb_agg(jsonb_build_object('slug', slug, 'title', title, 'excerpt', excerpt, 'content', left(content, 6000),
                                                          'category', category, 'meta_keywords', meta_keywords)) from published), '[]'::jsonb))
  end
  from v;
$$;

revoke all on function public.chat_save_handoff_contact(uuid, text, text, text, text, text) from public, anon, authenticated;
revoke all on function public.chat_published_posts(text) from public, anon, authenticated;
grant execute on function public.chat_save_handoff_contact(uuid, text, text, text, text, text) to service_role;
grant execute on function public.chat_published_posts(text) to service_role;

-- The assistant searches the site's texts and the posts in the function now (chat-support/assistant), so
-- the passages chat_begin_turn returns are no longer read: the search behind them stops running on every
-- turn (same signature, no rows), and the copy of the static texts it searched goes.
create or replace function public.chat_search_knowledge(p_query text, p_limit integer default 4)
returns table (source text, title text, body text, url text, rank real)
language sql
stable
set search_path = ''
as $$
  select null::text, null::text, null::text, null::text, null::real where p_query is null and p_limit is null and false;
$$;
delete from public.knowledge_chunks where true;
delete from public.knowledge_versions where true;
