import { createFileRoute } from "@tanstack/react-router";
import { CoroTermsPage } from "../features/legal/components/legal-pages.tsx";

export const Route = createFileRoute("/coro-terms")({
  component: CoroTermsPage,
});
