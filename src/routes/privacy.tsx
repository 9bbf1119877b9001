import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPage } from "../features/legal/components/legal-pages.tsx";

export const Route = createFileRoute("/privacy")({
  component: PrivacyPage,
});
