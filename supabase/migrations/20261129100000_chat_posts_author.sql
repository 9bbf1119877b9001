-- The assistant answers "who wrote the post about MFA?" and "what is your newest post?" from the posts it
-- already reads: chat_published_posts now carries each post's author and publication time, and its version
-- changes when either does.
create or replace function public.chat_published_posts(p_known_version text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with published as (
    select p.id, p.slug, p.title, p.excerpt, p.content, p.category, p.meta_keywords, p.author_name, p.published_at
      from public.blog_posts p
     where p.status = 'published' and not p._deleted
  ),
  v as (
    select coalesce(md5(string_agg(md5(concat_ws(E'\x1f', id::text, slug, title, excerpt, content, category,
                                                  array_to_string(meta_keywords, ','), author_name, published_at::text)), '' order by id)), 'none') as version
      from published
  )
  select case
    when v.version = p_known_version then jsonb_build_object('version', v.version, 'posts', null)
    else jsonb_build_object(
      'version', v.version,
      'posts', coalesce((select jsonb_agg(jsonb_build_object('slug', slug, 'title', title, 'excerpt', excerpt, 'content', left(content, 6000),
                                                          'category', category, 'meta_keywords', meta_keywords,
                                                          'author_name', author_name, 'published_at', published_at)) from published), '[]'::jsonb))
  end
  from v;
$$;

revoke all on function public.chat_published_posts(text) from public, anon, authenticated;
grant execute on function public.chat_published_posts(text) to service_role;
