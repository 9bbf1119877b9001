import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "@tanstack/react-router";
import { toast } from "../../../lib/toast.ts";
import { ArrowLeft, Eye, ImageOff, Save, Trash2, Upload } from "lucide-react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { slugify } from "../../../lib/slug.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { AdminField, adminInputClasses } from "../components/admin-field.tsx";
import { adminDisplayName } from "../api/admin-session.ts";
import { getAdminStore } from "../store/browser-store.ts";
import { loadPost, upsertPost } from "../store/post-store.ts";
import type { PostDoc } from "../store/schemas.ts";
import { clearDraft, readDraft, writeDraft } from "./form-draft.ts";
import { POST_FORM_ORDER, postFormSchema, type PostFormValues } from "./post-schema.ts";
import { EMPTY_POST_FORM, formToPost, postToForm } from "./post-values.ts";
import { uploadBlogImage } from "./upload-image.ts";
import { POST_STATUS_LABELS } from "../admin-vocabulary.ts";
import { formatDanishDateTime } from "#shared/lib/format.ts";

const sameForm = (a: PostFormValues, b: PostFormValues) => (Object.keys(b) as (keyof PostFormValues)[]).every((key) => a[key] === b[key]);
import { useOnlineStatus } from "../../../lib/use-online-status.ts";

const MarkdownEditor = lazy(() => import("./markdown-editor.tsx"));

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The form's labels, so a validation toast says which field to fix. */
const FIELD_LABELS: Record<keyof PostFormValues, string> = {
  title: "Title",
  slug: "Slug",
  excerpt: "Excerpt",
  content: "Content",
  category: "Category",
  author_name: "Author name",
  featured_image: "Featured image URL",
  linkedin_url: "LinkedIn URL",
  meta_description: "Meta description",
  meta_keywords: "Meta keywords",
  status: "Status",
};

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
  const { register, control, handleSubmit, reset, resetField, setValue, subscribe } = form;
  const editorTouched = useRef(false);
  const touchEditor = () => {
    editorTouched.current = true;
  };

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      // Not in this browser yet (a fresh browser, a bookmark): wait for the pull before calling it missing.
      const post = id ? await loadPost(id) : null;
      if (cancelled) return;
      if (id && !post) {
        toast.error("Error", { description: "Post not found" });
        await navigate({ to: "/admin/posts" });
        return;
      }
      setExisting(post);
      let draft = readDraft(id);
      // A draft equal to the saved post holds nothing unsaved (older versions wrote one on opening a post).
      if (draft && post && sameForm(draft, postToForm(post))) {
        clearDraft(id);
        draft = null;
      }
      if (draft) setRestored(true);
      // A new post is signed by the admin writing it, unless they type another name.
      const author = post || draft ? "" : await adminDisplayName().catch(() => "");
      if (cancelled) return;
      reset(draft ?? (post ? postToForm(post) : { ...EMPTY_POST_FORM, author_name: author }));
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
    const field = POST_FORM_ORDER.find((name) => errors[name]?.message);
    const message = field ? errors[field]?.message : undefined;
    // One toast at a time: a new failure replaces the last one instead of stacking up. It names the field
    // (a message such as "Must be a valid URL" fits two of them), and the field gets the focus.
    toast.error("Validation Error", {
      id: "post-validation",
      description: field && message ? `${FIELD_LABELS[field]}: ${message}` : "Please check the form",
    });
    if (field && field !== "content") form.setFocus(field);
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

  function removeImage(): void {
    setValue("featured_image", "", { shouldDirty: true });
    writeDraft(id, form.getValues());
  }

  const title = useWatch({ control, name: "title" });
  const featuredImage = useWatch({ control, name: "featured_image" }).trim();
  const slug = useWatch({ control, name: "slug" });
  const previewSlug = slug.trim() || slugify(title);

  const status = useWatch({ control, name: "status" });
  const { isDirty } = form.formState;

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
                {/* The editor re-writes the markdown it was given in its own normal form as it loads; that is no
                    edit, so until the admin types, pastes or uses the toolbar it becomes the field's saved value
                    instead of dirtying the form (which wrote a draft and announced "restored changes" on reload). */}
                <div onKeyDownCapture={touchEditor} onPasteCapture={touchEditor} onCutCapture={touchEditor} onDropCapture={touchEditor} onPointerDownCapture={touchEditor}>
                  <MarkdownEditor
                    id="post-content"
                    labelledBy="post-content-label"
                    value={field.value}
                    onChange={(markdown) => {
                      if (editorTouched.current) field.onChange(markdown);
                      else if (markdown !== field.value) resetField("content", { defaultValue: markdown, keepDirty: true });
                    }}
                  />
                </div>
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
            {featuredImage && <ImageThumbnail src={featuredImage} onRemove={removeImage} />}
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
        </div>
        {/* The save bar stays at the bottom of the window while the form is longer than it. */}
        {/* The save bar stays at the bottom of the window while the form is longer than it; it carries what the
            save will do (publish or not) and what was last saved, next to the button. */}
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-x-3 gap-y-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80" data-testid="post-save-bar">
          <p lang="da" className="mr-auto min-w-0 text-sm text-muted-foreground" data-testid="post-save-state" aria-live="polite">
            {existing ? (
              <>
                {existing.status === "published" && existing.published_at ? `Udgivet ${formatDanishDateTime(existing.published_at)}` : "Ikke udgivet"}
                {existing.modified && ` · sidst gemt ${formatDanishDateTime(existing.modified)}`}
              </>
            ) : (
              "Ikke gemt endnu"
            )}
            {isDirty && <span className="font-medium text-foreground"> · ikke-gemte ændringer</span>}
          </p>
          <label htmlFor="post-status" className="sr-only">
            Status
          </label>
          <select id="post-status" lang="da" className={`${adminInputClasses.replace("mt-1 block w-full", "block w-auto")} sm:text-sm`} {...register("status")}>
            <option value="draft">{POST_STATUS_LABELS.draft}: gem uden at udgive</option>
            <option value="published">{POST_STATUS_LABELS.published}: vises på bloggen</option>
          </select>
          <Link to="/admin/posts" className={buttonClasses({ variant: "ghost" })}>
            Cancel
          </Link>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            <Save aria-hidden="true" />
            {id ? "Update Post" : "Create Post"}
            <span className="sr-only" lang="da">
              {status === "published" ? " (udgiver)" : " (som kladde)"}
            </span>
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The featured image as the post will show it, with a way to take it off the post. */
function ImageThumbnail({ src, onRemove }: { src: string; onRemove: () => void }) {
  // The address that failed to load: a new address gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <figure className="mt-3 flex items-center gap-3" data-testid="post-image-preview">
      {failed ? (
        <span className="flex h-20 w-32 items-center justify-center rounded-md border border-dashed border-border text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-5" />
          <span className="sr-only">The image cannot be loaded</span>
        </span>
      ) : (
        <img src={src} alt="Featured image preview" onError={() => setFailedSrc(src)} className="h-20 w-32 rounded-md border border-border object-cover" />
      )}
      <figcaption>
        <Button type="button" variant="outline" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Remove image
        </Button>
      </figcaption>
    </figure>
  );
}
