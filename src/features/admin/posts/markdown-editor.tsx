import "@mdxeditor/editor/style.css";
import "./markdown-editor.css";
import {
  BoldItalicUnderlineToggles,
  CreateLink,
  headingsPlugin,
  linkDialogPlugin,
  linkPlugin,
  listsPlugin,
  ListsToggle,
  markdownShortcutPlugin,
  MDXEditor,
  quotePlugin,
  Separator,
  tablePlugin,
  thematicBreakPlugin,
  toolbarPlugin,
  UndoRedo,
} from "@mdxeditor/editor";
import { useEffect, useRef } from "react";
import { BlockTypeSelect } from "./block-type-select.tsx";
import { footnotePlugin } from "./footnotes/footnote-plugin.ts";
import { nameTableControls } from "./name-table-controls.ts";

/**
 * This module's own file in the build (its chunk), so the admin can check that the service worker holds it
 * before it says it is ready offline (offline-readiness.ts).
 */
export const EDITOR_CODE_URL = import.meta.url;

interface MarkdownEditorProps {
  id: string;
  labelledBy: string;
  value: string;
  onChange(markdown: string): void;
}

/**
 * The post's markdown editor; only loaded by the post form (lazy), never on public pages. Its content has the
 * post page's typography (`markdown`, plus markdown-editor.css where MDXEditor's own styles differ), so what
 * the admin sees is what the post shows: section headings, lists, quotes, tables, links and footnotes.
 */
export default function MarkdownEditor({ id, labelledBy, value, onChange }: MarkdownEditorProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => (container.current ? nameTableControls(container.current) : undefined), []);
  return (
    <div ref={container} id={id} className="post-editor mt-1 rounded-md border border-border">
      <MDXEditor
        markdown={value}
        onChange={onChange}
        contentEditableClassName="markdown post-editor-content min-h-64"
        plugins={[
          headingsPlugin(),
          listsPlugin(),
          quotePlugin(),
          linkPlugin(),
          linkDialogPlugin(),
          tablePlugin(),
          thematicBreakPlugin(),
          footnotePlugin(),
          markdownShortcutPlugin(),
          toolbarPlugin({
            toolbarContents: () => (
              <>
                <UndoRedo />
                <Separator />
                <BlockTypeSelect />
                <Separator />
                <BoldItalicUnderlineToggles />
                <ListsToggle />
                <CreateLink />
              </>
            ),
          }),
        ]}
        aria-labelledby={labelledBy}
      />
    </div>
  );
}
