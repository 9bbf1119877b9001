import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { toast } from "../../../lib/toast.ts";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { formatDanishDateTime, formatDanishInteger } from "#shared/lib/format.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { POST_STATUS_LABELS } from "../admin-vocabulary.ts";
import { deletePost } from "../store/post-store.ts";
import type { PostDoc } from "../store/schemas.ts";
import { useStoreQuery } from "../store/use-store-query.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { ConflictsPanel } from "./conflicts-panel.tsx";

/**
 * /admin/posts (docs/product-rules.md#admin-area): newest created first, read from the local store. The 'Date'
 * column is the date each post was created, the date the list is sorted by (it showed the publish date, so a
 * post published today could sit last); the publish date is said beside the status.
 */
export function AdminPostsPage() {
  useDocumentTitle("Blog Posts");
  const query = useStoreQuery<PostDoc>((store) => store.db.posts.find({ sort: [{ created_at: "desc" }] }), []);
  const [toDelete, setToDelete] = useState<PostDoc | null>(null);

  async function confirmDelete(post: PostDoc): Promise<void> {
    try {
      await deletePost(post.id);
      toast.success("Success", { description: "Post deleted successfully" });
    } catch (error) {
      toast.error("Error", { description: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section lang="en" aria-labelledby="admin-posts-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 sm:mb-6">
        <h1 id="admin-posts-heading" className="text-2xl font-bold">
          Blog Posts
        </h1>
        <Link to="/admin/posts/new" className={buttonClasses()}>
          <Plus aria-hidden="true" />
          New Post
        </Link>
      </div>
      <ConflictsPanel kind="posts" />
      {query.status === "ready" && query.docs.length > 1 && (
        <p lang="da" className="mb-3 text-sm text-muted-foreground" data-testid="posts-sort-note">
          Sorteret efter oprettelsesdato, nyeste først.
        </p>
      )}
      {query.status === "loading" && <p role="status">Loading…</p>}
      {query.status === "error" && <p role="alert">{query.error.message}</p>}
      {query.status === "ready" && query.docs.length === 0 && (
        <div className="rounded-lg border border-dashed border-border p-10 text-center">
          <p className="text-muted-foreground">No posts yet</p>
          <Link to="/admin/posts/new" className={buttonClasses({ className: "mt-4" })}>
            Create Your First Post
          </Link>
        </div>
      )}
      {query.status === "ready" && query.docs.length > 0 && (
        <>
          {/* A phone gets one card per post; the table needs the width of a tablet. */}
          <ul aria-label="Blog Posts" className="space-y-3 md:hidden" data-testid="admin-post-cards">
            {query.docs.map((post) => (
              <li key={post.id} className="rounded-lg border border-border bg-card p-4 shadow-xs">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium">{post.title}</p>
                    <p className="truncate text-sm text-muted-foreground">/{post.slug}</p>
                  </div>
                  <PostActions post={post} onDelete={setToDelete} />
                </div>
                <dl className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                  <div>
                    <dt className="sr-only">Status</dt>
                    <dd>
                      <StatusBadge post={post} />
                    </dd>
                  </div>
                  <div>
                    <dt className="sr-only">Category</dt>
                    <dd>{post.category}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-muted-foreground">Views</dt>
                    <dd lang="da">{formatDanishInteger(post.views_count)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="sr-only">Date</dt>
                    <dd lang="da" className="whitespace-nowrap text-muted-foreground">
                      Oprettet {formatDanishDateTime(post.created_at)}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-lg border border-border bg-card md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3">Title</th>
                  <th scope="col" className="px-4 py-3">Category</th>
                  <th scope="col" className="px-4 py-3">Status</th>
                  <th scope="col" className="px-4 py-3 text-right">Views</th>
                  <th scope="col" className="px-4 py-3">Date</th>
                  <th scope="col" className="px-4 py-3 text-right">Actions</th>
                </tr>
              </thead>
              <tbody>
                {query.docs.map((post) => (
                  <tr key={post.id} className="border-t border-border">
                    <td className="px-4 py-3">
                      <div className="font-medium">{post.title}</div>
                      <div className="text-muted-foreground">/{post.slug}</div>
                    </td>
                    <td className="px-4 py-3">{post.category}</td>
                    <td className="px-4 py-3">
                      <StatusBadge post={post} />
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums" lang="da">
                      {formatDanishInteger(post.views_count)}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap tabular-nums" lang="da">
                      {formatDanishDateTime(post.created_at)}
                    </td>
                    <td className="px-4 py-3">
                      <PostActions post={post} onDelete={setToDelete} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <ConfirmDialog
        lang="en"
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete post?"
        description={`"${toDelete?.title ?? ""}" will be deleted. This cannot be undone.`}
        confirm="Delete"
        cancel="Cancel"
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
      />
    </section>
  );
}

/** Published in the default style, a draft in the secondary (the spec's rule), in the admin's Danish words. */
function StatusBadge({ post }: { post: Pick<PostDoc, "status" | "published_at"> }) {
  const published = post.status === "published";
  return (
    <span lang="da" className="inline-flex flex-col items-start gap-0.5">
      <Badge variant={published ? "default" : "secondary"}>{POST_STATUS_LABELS[post.status]}</Badge>
      {published && post.published_at && <span className="text-xs whitespace-nowrap text-muted-foreground">{formatDanishDateTime(post.published_at)}</span>}
    </span>
  );
}

function PostActions({ post, onDelete }: { post: PostDoc; onDelete: (post: PostDoc) => void }) {
  return (
    <div className="flex shrink-0 justify-end gap-1">
      <Link
        to="/admin/posts/$id/edit"
        params={{ id: post.id }}
        aria-label={`Edit ${post.title}`}
        className={buttonClasses({ variant: "ghost", size: "sm" })}
      >
        <Pencil aria-hidden="true" />
      </Link>
      <Button variant="ghost" size="sm" aria-label={`Delete ${post.title}`} onClick={() => onDelete(post)}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
