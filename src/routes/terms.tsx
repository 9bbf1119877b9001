import { createFileRoute } from "@tanstack/react-router";
import { TermsPage } from "../features/legal/components/legal-pages.tsx";

export const Route = createFileRoute("/terms")({
  component: TermsPage,
});
