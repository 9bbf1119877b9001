/** Width of the smaller copy written beside each demo cover (scripts/generate-blog-images.ts). */
export const BLOG_VARIANT_WIDTH = 800;

/** Width of the covers shipped with the site (public/images/blog/*.jpg). */
const SHIPPED_COVER_WIDTH = 1200;

/** The covers shipped with the site have a smaller WebP beside them; uploaded covers (Storage URLs) do not. */
const SHIPPED_COVER = /^\/images\/blog\/[a-z0-9-]+\.jpg$/;

/** The smaller copy of a shipped cover, or undefined for any other image. */
export function variantPath(src: string): string | undefined {
  return SHIPPED_COVER.test(src) ? src.replace(/\.jpg$/, `-${BLOG_VARIANT_WIDTH}.webp`) : undefined;
}

/**
 * `srcSet` for a cover shown `sizes` wide: the browser takes the 800 px WebP where it is enough (phones, the
 * cards on a desktop) and the original where the picture is shown larger. Undefined: use `src` alone.
 */
export function coverSrcSet(src: string): string | undefined {
  const variant = variantPath(src);
  return variant ? `${variant} ${BLOG_VARIANT_WIDTH}w, ${src} ${SHIPPED_COVER_WIDTH}w` : undefined;
}
