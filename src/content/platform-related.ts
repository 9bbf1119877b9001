/** The list of the other products at the foot of /platform/{slug}, so a reader can move through the platform. */
export const RELATED_PRODUCTS_TEXT = {
  heading: "Resten af platformen",
} as const;
