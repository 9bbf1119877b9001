import {
  addExportVisitor$,
  addImportVisitor$,
  addLexicalNode$,
  addMdastExtension$,
  addSyntaxExtension$,
  addToMarkdownExtension$,
  realmPlugin,
  type LexicalExportVisitor,
  type MdastImportVisitor,
} from "@mdxeditor/editor";
import type { FootnoteDefinition, FootnoteReference, Html, Nodes } from "mdast";
import { gfmFootnoteFromMarkdown, gfmFootnoteToMarkdown } from "mdast-util-gfm-footnote";
import { toMarkdown } from "mdast-util-to-markdown";
import { gfmFootnote } from "micromark-extension-gfm-footnote";
import {
  $createFootnoteDefinitionNode,
  $createFootnoteReferenceNode,
  FootnoteDefinitionNode,
  FootnoteReferenceNode,
} from "./footnote-nodes.tsx";

/** A definition's content back to the markdown it was written in (strikethrough is the one GFM mark inside text). */
function definitionMarkdown(definition: FootnoteDefinition): string {
  return toMarkdown(
    { type: "root", children: definition.children },
    {
      extensions: [gfmFootnoteToMarkdown()],
      handlers: {
        delete: (node: Nodes, _parent, state, info) =>
          `~~${state.containerPhrasing(node as Parameters<typeof state.containerPhrasing>[0], { ...info, before: "~", after: "~" })}~~`,
      },
    },
  ).trim();
}

const referenceImport: MdastImportVisitor<FootnoteReference> = {
  testNode: "footnoteReference",
  visitNode({ mdastNode, actions }) {
    actions.addAndStepInto($createFootnoteReferenceNode(mdastNode.identifier, mdastNode.label ?? mdastNode.identifier));
  },
};

const definitionImport: MdastImportVisitor<FootnoteDefinition> = {
  testNode: "footnoteDefinition",
  visitNode({ mdastNode, lexicalParent }) {
    // Appended without visiting its children: the definition keeps them as markdown text.
    (lexicalParent as unknown as { append(node: FootnoteDefinitionNode): void }).append(
      $createFootnoteDefinitionNode(mdastNode.identifier, mdastNode.label ?? mdastNode.identifier, definitionMarkdown(mdastNode)),
    );
  },
};

const referenceExport: LexicalExportVisitor<FootnoteReferenceNode, FootnoteReference> = {
  testLexicalNode: (node) => node instanceof FootnoteReferenceNode,
  visitLexicalNode({ lexicalNode, mdastParent, actions }) {
    actions.appendToParent(mdastParent, { type: "footnoteReference", identifier: lexicalNode.getIdentifier(), label: lexicalNode.getLabel() });
  },
};

const definitionExport: LexicalExportVisitor<FootnoteDefinitionNode, FootnoteDefinition> = {
  testLexicalNode: (node) => node instanceof FootnoteDefinitionNode,
  visitLexicalNode({ lexicalNode, mdastParent, actions }) {
    // The text goes out as the admin typed it: an html node is written verbatim (no escaping), and the
    // footnote serializer indents its continuation lines, so the post page parses it as markdown again.
    const text: Html = { type: "html", value: lexicalNode.getMarkdown() };
    actions.appendToParent(mdastParent, {
      type: "footnoteDefinition",
      identifier: lexicalNode.getIdentifier(),
      label: lexicalNode.getLabel(),
      children: [text as unknown as FootnoteDefinition["children"][number]],
    });
  },
};

/** GFM footnotes (`[^1]` and `[^1]: …`) for MDXEditor: parsed, shown as on the post page, written back. */
export const footnotePlugin = realmPlugin({
  init(realm) {
    realm.pubIn({
      [addSyntaxExtension$]: gfmFootnote(),
      [addMdastExtension$]: gfmFootnoteFromMarkdown(),
      [addToMarkdownExtension$]: gfmFootnoteToMarkdown(),
      [addImportVisitor$]: [referenceImport, definitionImport],
      [addLexicalNode$]: [FootnoteReferenceNode, FootnoteDefinitionNode],
      [addExportVisitor$]: [referenceExport, definitionExport],
    });
  },
});
