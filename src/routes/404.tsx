import { createFileRoute } from "@tanstack/react-router";
import { NotFoundPage } from "../app/not-found-page.tsx";

// A real route so code can send visitors here, e.g. an unknown product slug redirects to /404.
export const Route = createFileRoute("/404")({
  component: NotFoundPage,
});
