import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../features/marketing/home-page.tsx";
import { prepareAdoptedSections } from "../features/marketing/adopted-sections/adopted-sections.ts";

export const Route = createFileRoute("/")({
  loader: prepareAdoptedSections,
  component: HomePage,
});
