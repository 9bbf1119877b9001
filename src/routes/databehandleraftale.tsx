import { createFileRoute } from "@tanstack/react-router";
import { DataProcessingPage } from "../features/legal/components/legal-pages.tsx";

export const Route = createFileRoute("/databehandleraftale")({
  component: DataProcessingPage,
});
