import { describe, expect, it } from "vitest";
import { PRODUCT_NAV, productNavPath } from "../../src/content/product-nav.ts";
import { PRODUCTS, productPath } from "#shared/content/products.ts";
import { navigationItems } from "../../src/content/navigation.ts";

describe("the slim product list of the navigation", () => {
  it("matches the catalogue: same products, order, names, descriptions and icons", () => {
    expect(PRODUCT_NAV).toEqual(
      PRODUCTS.map(({ slug, name, navDescription, icon }) => ({ slug, name, navDescription, icon })),
    );
  });

  it("links where the product pages are", () => {
    for (const { slug } of PRODUCT_NAV) expect(productNavPath(slug)).toBe(productPath(slug));
  });

  it("feeds the Platform menu", () => {
    const platform = navigationItems({ productName: "Test" }).find((item) => item.kind === "platform");
    expect(platform?.products).toEqual(
      PRODUCTS.map((product) => ({
        label: product.name,
        description: product.navDescription,
        href: productPath(product.slug),
      })),
    );
  });
});
