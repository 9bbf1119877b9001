import { useDocumentTitle } from "../../../lib/use-document-title.ts";

export function ChatHistoryPage() {
  useDocumentTitle("Chat Historik");
  return (
    <section aria-labelledby="admin-chat-heading">
      <h1 id="admin-chat-heading" className="mb-6 text-2xl font-bold">
        Chat Historik
      </h1>
    </section>
  );
}
