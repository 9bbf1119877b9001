import Markdown from "react-markdown";
import remarkGfm from "remark-gfm";

/**
 * An assistant reply as markdown, wherever it is shown (the chat widget, the admin chat history). Raw
 * HTML in a reply is never rendered (skipHtml), and react-markdown drops unsafe URLs (javascript: etc.).
 */
export function AssistantMarkdown({ content }: { content: string }) {
  return (
    <div className="space-y-2 [&_a]:underline [&_li]:ml-4 [&_ol]:list-decimal [&_table]:text-xs [&_ul]:list-disc">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml>
        {content}
      </Markdown>
    </div>
  );
}
