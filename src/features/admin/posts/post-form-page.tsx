import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "@tanstack/react-router";
import { toast } from "../../../lib/toast.ts";
import { ArrowLeft, Eye, Save, Upload } from "lucide-react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { slugify } from "../../../lib/slug.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { AdminField, adminInputClasses } from "../components/admin-field.tsx";
import { getAdminStore } from "../store/browser-store.ts";
import { findPost, upsertPost } from "../store/post-store.ts";
import type { PostDoc } from "../store/schemas.ts";
import { clearDraft, readDraft, writeDraft } from "./form-draft.ts";
import { POST_FORM_ORDER, postFormSchema, type PostFormValues } from "./post-schema.ts";
import { EMPTY_POST_FORM, formToPost, postToForm } from "./post-values.ts";
import { uploadBlogImage } from "./upload-image.ts";
import { useOnlineStatus } from "../../../lib/use-online-status.ts";

const MarkdownEditor = lazy(() => import("./markdown-editor.tsx"));

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Create (no id) or edit (id) a post; it saves into the local store, which replicates it. */
export function PostFormPage({ id }: { id?: string }) {
  useDocumentTitle(id ? "Edit Post" : "New Post");
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const [existing, setExisting] = useState<PostDoc | null | undefined>(id ? undefined : null);
  const [restored, setRestored] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<PostFormValues>({ resolver: zodResolver(postFormSchema), defaultValues: EMPTY_POST_FORM });
  const { register, control, handleSubmit, reset, setValue, subscribe } = form;

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const post = id ? await findPost(id) : null;
      if (cancelled) return;
      if (id && !post) {
        toast.error("Error", { description: "Post not found" });
        await navigate({ to: "/admin/posts" });
        return;
      }
      setExisting(post);
      const draft = readDraft(id);
      if (draft) setRestored(true);
      reset(draft ?? (post ? postToForm(post) : EMPTY_POST_FORM));
    })().catch((error: unknown) => toast.error("Error", { description: errorMessage(error) }));
    return () => {
      cancelled = true;
    };
  }, [id, navigate, reset]);

  // Autosave: every change goes to the local draft at once.
  useEffect(() => {
    if (existing === undefined) return;
    // Only the admin's own input (a dirty form) is a draft; loading the post into the form is not.
    return subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values, isDirty }) => {
        if (isDirty) writeDraft(id, values);
      },
    });
  }, [existing, id, subscribe]);

  function onInvalid(errors: FieldErrors<PostFormValues>): void {
    const first = POST_FORM_ORDER.map((field) => errors[field]?.message).find(Boolean);
    // One toast at a time: a new failure replaces the last one instead of stacking up.
    toast.error("Validation Error", { id: "post-validation", description: first ?? "Please check the form" });
  }

  async function onValid(values: PostFormValues): Promise<void> {
    const base = existing ?? { id: crypto.randomUUID(), created_at: new Date().toISOString(), views_count: 0, modified: null };
    const post = formToPost(values, base, new Date());
    if (post.slug === "") {
      toast.error("Validation Error", { id: "post-validation", description: "Slug can only contain lowercase letters, numbers, and hyphens" });
      return;
    }
    try {
      const { db } = await getAdminStore();
      const clash = await db.posts.findOne({ selector: { slug: post.slug, id: { $ne: post.id } } }).exec();
      if (clash) {
        toast.error("Error", { description: `A post with the slug "${post.slug}" already exists` });
        return;
      }
      await upsertPost(post);
      clearDraft(id);
      toast.success("Success", { description: existing ? "Post updated successfully" : "Post created successfully" });
      await navigate({ to: "/admin/posts" });
    } catch (error) {
      toast.error("Error", { description: errorMessage(error) });
    }
  }

  async function onImage(file: File | undefined): Promise<void> {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadBlogImage(file);
      setValue("featured_image", url, { shouldDirty: true });
      writeDraft(id, form.getValues());
      toast.success("Success", { description: "Image uploaded successfully" });
    } catch (error) {
      toast.error("Error", { description: errorMessage(error) });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  function discardDraft(): void {
    clearDraft(id);
    setRestored(false);
    reset(existing ? postToForm(existing) : EMPTY_POST_FORM);
  }

  const title = useWatch({ control, name: "title" });
  const slug = useWatch({ control, name: "slug" });
  const previewSlug = slug.trim() || slugify(title);

  if (existing === undefined) return <p role="status">Loading…</p>;
  return (
    <section lang="en" aria-labelledby="post-form-heading">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Link to="/admin/posts" className={buttonClasses({ variant: "ghost", size: "sm" })}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Link>
          <h1 id="post-form-heading" className="text-2xl font-bold">
            {id ? "Edit Post" : "New Post"}
          </h1>
        </div>
        <Button
          variant="outline"
          disabled={!previewSlug}
          onClick={() => window.open(`/blog/${encodeURIComponent(previewSlug)}`, "_blank", "noopener")}
        >
          <Eye aria-hidden="true" />
          Preview
        </Button>
      </div>
      {restored && (
        <p role="status" lang="da" className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-border bg-muted p-3 text-sm">
          Ikke-gemte ændringer fra sidst er gendannet fra den lokale kladde.
          <Button size="sm" variant="outline" onClick={discardDraft}>
            Kassér kladden
          </Button>
        </p>
      )}
      <form noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} className="space-y-5">
        <div className="grid gap-5 md:grid-cols-2">
          <AdminField id="post-title" label="Title">
            <input id="post-title" className={adminInputClasses} {...register("title")} />
          </AdminField>
          <AdminField id="post-slug" label="Slug" hint={`Leave empty to generate it from the title${previewSlug ? `: /${previewSlug}` : ""}`}>
            <input id="post-slug" className={adminInputClasses} {...register("slug")} />
          </AdminField>
          <AdminField id="post-category" label="Category">
            <input id="post-category" className={adminInputClasses} {...register("category")} />
          </AdminField>
          <AdminField id="post-author" label="Author name">
            <input id="post-author" className={adminInputClasses} {...register("author_name")} />
          </AdminField>
        </div>
        <AdminField id="post-excerpt" label="Excerpt">
          <textarea id="post-excerpt" rows={3} className={adminInputClasses} {...register("excerpt")} />
        </AdminField>
        <div>
          <span id="post-content-label" className="text-sm font-medium">
            Content
          </span>
          <Controller
            control={control}
            name="content"
            render={({ field }) => (
              <Suspense fallback={<p role="status" className="mt-1 rounded-md border border-border p-3 text-sm">Loading editor…</p>}>
                <MarkdownEditor id="post-content" labelledBy="post-content-label" value={field.value} onChange={field.onChange} />
              </Suspense>
            )}
          />
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          <AdminField
            id="post-image"
            label="Featured image URL"
            hint={
              online ? (
                <span className="inline-flex items-center gap-2">
                  <input
                    ref={fileInput}
                    id="post-image-file"
                    type="file"
                    accept="image/*"
                    className="sr-only"
                    onChange={(event) => void onImage(event.target.files?.[0])}
                  />
                  <label htmlFor="post-image-file" className={buttonClasses({ variant: "outline", size: "sm", className: "cursor-pointer" })}>
                    <Upload aria-hidden="true" />
                    {uploading ? "Uploading..." : "Upload image"}
                  </label>
                </span>
              ) : (
                <span lang="da">Billedupload kræver forbindelse; indlægget kan gemmes offline uden billede.</span>
              )
            }
          >
            <input id="post-image" className={adminInputClasses} {...register("featured_image")} />
          </AdminField>
          <AdminField id="post-linkedin" label="LinkedIn URL">
            <input id="post-linkedin" className={adminInputClasses} {...register("linkedin_url")} />
          </AdminField>
          <AdminField id="post-meta-description" label="Meta description">
            <input id="post-meta-description" className={adminInputClasses} {...register("meta_description")} />
          </AdminField>
          <AdminField id="post-meta-keywords" label="Meta keywords (comma-separated)">
            <input id="post-meta-keywords" className={adminInputClasses} {...register("meta_keywords")} />
          </AdminField>
          <AdminField id="post-status" label="Status">
            <select id="post-status" className={adminInputClasses} {...register("status")}>
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </select>
          </AdminField>
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Save aria-hidden="true" />
          {id ? "Update Post" : "Create Post"}
        </Button>
      </form>
    </section>
  );
}
