import { $createHeadingNode, $createQuoteNode, $isHeadingNode, type HeadingTagType } from "@lexical/rich-text";
import { convertSelectionToNode$, currentBlockType$, rootEditor$, useCellValue, usePublisher } from "@mdxeditor/editor";
import { $createParagraphNode, $getRoot, type LexicalNode } from "lexical";
import { useEffect, useState } from "react";

/** What the select shows for a block type; types the select can also turn a block into come first. */
const LABELS: Record<string, string> = {
  paragraph: "Afsnit",
  quote: "Citat",
  h2: "Overskrift 2",
  h3: "Overskrift 3",
  h4: "Overskrift 4",
  // The post page shows a "# heading" as a section heading, so the editor offers h2 to h4; older posts' other
  // levels are still named.
  h1: "Overskrift 1",
  h5: "Overskrift 5",
  h6: "Overskrift 6",
  list: "Liste",
  table: "Tabel",
  "footnote-definition": "Fodnote",
};
const CONVERTIBLE = ["paragraph", "quote", "h2", "h3", "h4"];

function blockTypeOf(node: LexicalNode | null): string {
  if (node === null) return "paragraph";
  return $isHeadingNode(node) ? node.getTag() : node.getType();
}

/**
 * The toolbar's block type, as a native select that always names the block the cursor is in. MDXEditor's own
 * select stayed empty until the admin clicked into the text and for any block it could not convert (a list);
 * before the first click this one names the first block, where the cursor starts.
 */
export function BlockTypeSelect() {
  const current = useCellValue(currentBlockType$);
  const editor = useCellValue(rootEditor$);
  const convert = usePublisher(convertSelectionToNode$);
  const [firstBlock, setFirstBlock] = useState("paragraph");

  useEffect(() => {
    if (!editor) return;
    const read = () => editor.getEditorState().read(() => setFirstBlock(blockTypeOf($getRoot().getFirstChild())));
    read();
    return editor.registerUpdateListener(read);
  }, [editor]);

  // MDXEditor reports "" before any selection and "paragraph"/"quote"/"hN"/a node type after.
  const shown = current === "" ? firstBlock : current;
  const options = CONVERTIBLE.includes(shown) ? CONVERTIBLE : [...CONVERTIBLE, shown];

  return (
    <select
      aria-label="Bloktype"
      value={shown}
      onChange={(event) => {
        const next = event.target.value;
        if (next === "paragraph") convert(() => $createParagraphNode());
        else if (next === "quote") convert(() => $createQuoteNode());
        else if (/^h[1-6]$/.test(next)) convert(() => $createHeadingNode(next as HeadingTagType));
      }}
      className="h-8 rounded-md border border-border bg-background px-2 text-sm"
    >
      {options.map((type) => (
        <option key={type} value={type} disabled={!CONVERTIBLE.includes(type)}>
          {LABELS[type] ?? type}
        </option>
      ))}
    </select>
  );
}
