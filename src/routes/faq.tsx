import { createFileRoute } from "@tanstack/react-router";
import { FaqPage } from "../features/faq/components/faq-page.tsx";

export const Route = createFileRoute("/faq")({
  component: FaqPage,
});
