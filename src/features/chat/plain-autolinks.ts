// GFM turns anything that looks like an address or a host ("www.nordvagt-support.dk/login?…@example.com",
// "mette@holm-byg.dk") into a link by itself. In an assistant's reply such text is mostly the visitor's own, echoed
// back (a registered address, a hand-off's details), and a look-alike host became a link to it in the widget and the
// admin's transcripts (issue 35). This remark plugin, run after remark-gfm, turns every link the reply did not write
// as [text](url) back into its text; only an address the caller allows (the site's own) stays a mailto: link.

/** The parts of an mdast node this needs (kept local: the mdast types are no direct dependency). */
interface MdNode {
  type: string;
  children?: MdNode[];
  url?: string;
  position?: { start: { offset?: number } };
}

/** Whether the link was written as `[text](url)` in the source (an autolink literal has no position, or none at '['). */
function writtenAsLink(link: MdNode, source: string): boolean {
  const offset = link.position?.start.offset;
  return offset !== undefined && source[offset] === "[";
}

/** The address of a `mailto:` URL, lower-cased, without any query. */
export function mailAddressOf(href: string): string {
  try {
    return decodeURIComponent(href.slice("mailto:".length).split("?")[0]!).toLowerCase();
  } catch {
    return "";
  }
}

function unlink(node: MdNode, source: string, keep: (link: MdNode) => boolean): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    unlink(child, source, keep);
    if (child.type !== "link" || writtenAsLink(child, source) || keep(child)) return [child];
    return child.children ?? [];
  });
}

/** The plugin: `remarkPlugins={[remarkGfm, [remarkPlainAutolinks, { mailAddresses }]]}`. */
export function remarkPlainAutolinks({ mailAddresses }: { mailAddresses: readonly string[] }) {
  const keep = (link: MdNode) => link.url?.toLowerCase().startsWith("mailto:") === true && mailAddresses.includes(mailAddressOf(link.url));
  return (tree: MdNode, file: { value: unknown }) => unlink(tree, String(file.value ?? ""), keep);
}
