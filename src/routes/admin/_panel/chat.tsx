import { createFileRoute } from "@tanstack/react-router";
import { guardAdminRoute } from "../../../features/admin/api/admin-guard.ts";
import { ChatHistoryPage } from "../../../features/admin/chat/chat-history-page.tsx";

/** Chat history: anyone but an admin goes to the secret login path (docs/product-rules.md#roles-and-permissions). */
export const Route = createFileRoute("/admin/_panel/chat")({
  beforeLoad: () => guardAdminRoute("secret"),
  component: ChatHistoryPage,
});
