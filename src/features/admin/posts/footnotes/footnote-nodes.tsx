import {
  $applyNodeReplacement,
  $getNodeByKey,
  DecoratorNode,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from "lexical";
import type { JSX } from "react";

/*
 * GFM footnotes in the post editor. MDXEditor has no footnote support of its own: without these nodes a
 * post's `[^1]` showed as raw text and its `[^1]: …` definition as a paragraph, and saving could escape them.
 * A reference is an inline <sup>, as on the post page; a definition is a block whose text (markdown) is
 * edited in a field of its own and written back unchanged.
 */

type SerializedFootnoteReference = Spread<{ identifier: string; label: string }, SerializedLexicalNode>;

export class FootnoteReferenceNode extends DecoratorNode<JSX.Element> {
  __identifier: string;
  __label: string;

  static override getType(): string {
    return "footnote-reference";
  }

  static override clone(node: FootnoteReferenceNode): FootnoteReferenceNode {
    return new FootnoteReferenceNode(node.__identifier, node.__label, node.__key);
  }

  static override importJSON(json: SerializedFootnoteReference): FootnoteReferenceNode {
    return $createFootnoteReferenceNode(json.identifier, json.label);
  }

  constructor(identifier: string, label: string, key?: NodeKey) {
    super(key);
    this.__identifier = identifier;
    this.__label = label;
  }

  override exportJSON(): SerializedFootnoteReference {
    return { ...super.exportJSON(), identifier: this.__identifier, label: this.__label };
  }

  override createDOM(): HTMLElement {
    const element = document.createElement("sup");
    element.className = "footnote-ref";
    return element;
  }

  override updateDOM(): boolean {
    return false;
  }

  override isInline(): boolean {
    return true;
  }

  getIdentifier(): string {
    return this.getLatest().__identifier;
  }

  getLabel(): string {
    return this.getLatest().__label;
  }

  override decorate(): JSX.Element {
    return <span aria-label={`Fodnote ${this.__label}`}>{this.__label}</span>;
  }
}

export function $createFootnoteReferenceNode(identifier: string, label: string): FootnoteReferenceNode {
  return $applyNodeReplacement(new FootnoteReferenceNode(identifier, label));
}

type SerializedFootnoteDefinition = Spread<{ identifier: string; label: string; markdown: string }, SerializedLexicalNode>;

export class FootnoteDefinitionNode extends DecoratorNode<JSX.Element> {
  __identifier: string;
  __label: string;
  /** The definition's text as markdown, as the admin wrote it (what follows `[^label]: `). */
  __markdown: string;

  static override getType(): string {
    return "footnote-definition";
  }

  static override clone(node: FootnoteDefinitionNode): FootnoteDefinitionNode {
    return new FootnoteDefinitionNode(node.__identifier, node.__label, node.__markdown, node.__key);
  }

  static override importJSON(json: SerializedFootnoteDefinition): FootnoteDefinitionNode {
    return $createFootnoteDefinitionNode(json.identifier, json.label, json.markdown);
  }

  constructor(identifier: string, label: string, markdown: string, key?: NodeKey) {
    super(key);
    this.__identifier = identifier;
    this.__label = label;
    this.__markdown = markdown;
  }

  override exportJSON(): SerializedFootnoteDefinition {
    return { ...super.exportJSON(), identifier: this.__identifier, label: this.__label, markdown: this.__markdown };
  }

  override createDOM(): HTMLElement {
    const element = document.createElement("div");
    element.className = "footnote-definition";
    return element;
  }

  override updateDOM(): boolean {
    return false;
  }

  getIdentifier(): string {
    return this.getLatest().__identifier;
  }

  getLabel(): string {
    return this.getLatest().__label;
  }

  getMarkdown(): string {
    return this.getLatest().__markdown;
  }

  setMarkdown(markdown: string): void {
    this.getWritable().__markdown = markdown;
  }

  override decorate(editor: LexicalEditor): JSX.Element {
    return <FootnoteDefinitionField editor={editor} nodeKey={this.__key} label={this.__label} markdown={this.__markdown} />;
  }
}

export function $createFootnoteDefinitionNode(identifier: string, label: string, markdown: string): FootnoteDefinitionNode {
  return $applyNodeReplacement(new FootnoteDefinitionNode(identifier, label, markdown));
}

function $isFootnoteDefinitionNode(node: LexicalNode | null | undefined): node is FootnoteDefinitionNode {
  return node instanceof FootnoteDefinitionNode;
}

interface FootnoteDefinitionFieldProps {
  editor: LexicalEditor;
  nodeKey: NodeKey;
  label: string;
  markdown: string;
}

/** A footnote's text under the post, as on the post page: its number, then its words, editable in place. */
function FootnoteDefinitionField({ editor, nodeKey, label, markdown }: FootnoteDefinitionFieldProps) {
  return (
    <label className="flex items-start gap-2">
      <span className="pt-1 font-semibold">{label}.</span>
      <span className="sr-only">Fodnote {label}</span>
      <textarea
        value={markdown}
        rows={Math.max(1, Math.ceil(markdown.length / 70))}
        // The editor must not take these keys as its own (Enter would split the block, Backspace delete it).
        onKeyDown={(event) => event.stopPropagation()}
        onChange={(event) => {
          const next = event.target.value;
          editor.update(() => {
            const node = $getNodeByKey(nodeKey);
            if ($isFootnoteDefinitionNode(node)) node.setMarkdown(next);
          });
        }}
        className="w-full resize-y rounded-md border border-border bg-background px-2 py-1 text-base text-muted-foreground"
      />
    </label>
  );
}
