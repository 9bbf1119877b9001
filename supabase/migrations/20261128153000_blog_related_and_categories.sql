-- Issue 36, item 9: posts lead somewhere. A post ends with related posts (same category first), and /blog offers
-- its categories as filters. Both are read-only functions over blog_posts that run as the caller (SECURITY
-- INVOKER), so the table's row-level security decides what each caller sees exactly as for a direct select; they
-- also ask for published, undeleted rows themselves, so a signed-in admin (whose policy reads drafts) gets the
-- same public answer as a visitor. Nothing new is stored: no table, no policy to add.

-- Up to three other published posts for the published post `p_slug`: those of its category first, newest
-- first, then the newest of the rest to fill up to three. `same_category` says which is which, so the page can
-- name the two groups honestly. An unknown, draft or deleted slug gets no rows.
create function public.related_blog_posts(p_slug text)
returns table (
  id uuid,
  slug text,
  title text,
  excerpt text,
  category text,
  featured_image text,
  author_name text,
  published_at timestamptz,
  reading_time_minutes integer,
  same_category boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  with current_post as (
    select p.id, p.category
      from public.blog_posts p
     where p.slug = p_slug and p.status = 'published' and not p._deleted
  )
  select p.id, p.slug, p.title, p.excerpt, p.category, p.featured_image, p.author_name, p.published_at,
         p.reading_time_minutes, p.category = c.category as same_category
    from public.blog_posts p
    cross join current_post c
   where p.id <> c.id and p.status = 'published' and not p._deleted
   order by (p.category = c.category) desc, p.published_at desc, p.id
   limit 3
$$;

comment on function public.related_blog_posts(text) is
  'Up to 3 other published posts: same category first (same_category), then the newest others. Runs as the caller (RLS).';

-- The categories of the published posts with how many each has, most posts first, then by name. /blog shows
-- them as filters; a category with only drafts is not offered.
create function public.blog_categories()
returns table (category text, post_count integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.category, count(*)::integer as post_count
    from public.blog_posts p
   where p.status = 'published' and not p._deleted
   group by p.category
   order by count(*) desc, p.category
$$;

comment on function public.blog_categories() is
  'Categories of published posts with their counts, for the /blog filters. Runs as the caller (RLS).';

-- Functions are executable by PUBLIC by default: name who may call them (what a visitor reads anyway).
revoke all on function public.related_blog_posts(text), public.blog_categories() from public;
grant execute on function public.related_blog_posts(text), public.blog_categories() to anon, authenticated, service_role;

-- The filtered list reads published posts of one category, newest first: the partial index the list already
-- uses, with the category in front.
create index blog_posts_category_published_idx on public.blog_posts (category, published_at desc)
  where status = 'published' and not _deleted;
