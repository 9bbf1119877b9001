import { createFileRoute, redirect } from "@tanstack/react-router";
import { findProduct } from "#shared/content/products.ts";
import { ProductPage } from "../../features/catalogue/components/product-page.tsx";

export const Route = createFileRoute("/platform/$productSlug")({
  // The lookup lives in the loader rather than beforeLoad because the loader is code-split with the
  // component: the catalogue's copy stays out of the first-load bundle.
  loader: ({ params }) => {
    const product = findProduct(params.productSlug);
    // SPEC: an unknown slug redirects to /404 (replacing the entry, so Back does not bounce again).
    if (!product) throw redirect({ to: "/404", replace: true });
    return product;
  },
  component: ProductRoute,
});

function ProductRoute() {
  const product = Route.useLoaderData();
  return <ProductPage product={product} />;
}
