-- Images for blog posts: the admin uploads a cover under a time-based name, and its public URL becomes
-- the featured image (docs/product-rules.md#admin-area).
--
-- Public bucket: files are served by URL without a token, so posts and the prerendered pages can show them.
-- Raster images only: SVG is left out on purpose because an SVG can carry script that would run on the
-- storage origin when opened directly. 5 MB is far above a web-sized photo and keeps abuse cheap.
-- Re-running on a project where the bucket already exists brings its settings back to these values.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'blog-images',
  'blog-images',
  true,
  5242880,
  array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']
)
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- Anyone may read (and list) the bucket's objects: they are published images with non-secret names.
create policy "blog_images_public_read"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'blog-images');

-- Only admins write. public.is_admin() (security definer, 20261122000100) reads public.user_roles, which
-- clients cannot write, so no one can grant themselves these rights. The scalar subquery makes Postgres
-- evaluate it once per statement instead of once per row.
create policy "blog_images_admin_insert"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'blog-images' and (select public.is_admin()));

-- The check clause stops an admin update from moving an object into another bucket through this policy.
create policy "blog_images_admin_update"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'blog-images' and (select public.is_admin()))
  with check (bucket_id = 'blog-images' and (select public.is_admin()));

create policy "blog_images_admin_delete"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'blog-images' and (select public.is_admin()));
