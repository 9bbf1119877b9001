import "@mdxeditor/editor/style.css";
import {
  BlockTypeSelect,
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
  tablePlugin,
  thematicBreakPlugin,
  toolbarPlugin,
  UndoRedo,
} from "@mdxeditor/editor";

interface MarkdownEditorProps {
  id: string;
  labelledBy: string;
  value: string;
  onChange(markdown: string): void;
}

/** The post's markdown editor; only loaded by the post form (lazy), never on public pages. */
export default function MarkdownEditor({ id, labelledBy, value, onChange }: MarkdownEditorProps) {
  return (
    <div id={id} className="mt-1 rounded-md border border-border">
      <MDXEditor
        markdown={value}
        onChange={onChange}
        contentEditableClassName="prose max-w-none min-h-64 px-3 py-2"
        plugins={[
          headingsPlugin(),
          listsPlugin(),
          quotePlugin(),
          linkPlugin(),
          linkDialogPlugin(),
          tablePlugin(),
          thematicBreakPlugin(),
          markdownShortcutPlugin(),
          toolbarPlugin({
            toolbarContents: () => (
              <>
                <UndoRedo />
                <BlockTypeSelect />
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
