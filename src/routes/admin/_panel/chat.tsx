import { createFileRoute } from "@tanstack/react-router";
import { guardAdminRoute } from "../../../features/admin/api/admin-guard.ts";
import { ChatHistoryPage } from "../../../features/admin/chat/chat-history-page.tsx";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Chat history: anyone but an admin goes to the secret login path (docs/product-rules.md#roles-and-permissions). ?samtale=<id> opens one conversation. */
export const Route = createFileRoute("/admin/_panel/chat")({
  validateSearch: (search: Record<string, unknown>): { samtale?: string } =>
    typeof search.samtale === "string" && UUID.test(search.samtale) ? { samtale: search.samtale } : {},
  beforeLoad: () => guardAdminRoute("secret"),
  component: ChatHistoryRoute,
});

function ChatHistoryRoute() {
  const { samtale } = Route.useSearch();
  return <ChatHistoryPage openId={samtale} />;
}
