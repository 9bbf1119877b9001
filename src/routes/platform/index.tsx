import { createFileRoute } from "@tanstack/react-router";
import { PlatformPage } from "../../features/catalogue/components/platform-page.tsx";

export const Route = createFileRoute("/platform/")({
  component: PlatformPage,
});
