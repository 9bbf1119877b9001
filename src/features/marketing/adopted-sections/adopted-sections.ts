import type { ComponentType } from "react";
import { loadQueryClient } from "../../../app/query-client-store.tsx";
import { LOADING_ATTRIBUTE } from "../../../lib/loading-attribute.ts";

/**
 * The landing page's sections that the browser takes over from the prerendered HTML as it is, instead
 * of hydrating them with their code:
 * - static ones hold no state and no handlers, only text, links and native disclosures (<details>):
 *   they stay HTML for the whole visit (static-section.tsx);
 * - deferred ones show data from the database: they stay HTML until their start (when they come near
 *   the screen or the visitor interacts), then their code renders them and refreshes the data
 *   (deferred-section.tsx).
 * Neither is in the JavaScript of a first press on /, which is what this is for. A static section that
 * gains state or a handler of its own must leave STATIC_SECTIONS: adopted HTML runs none of its code.
 */
const STATIC_SECTIONS = ["hero", "about", "pricing", "why"] as const;
const DEFERRED_SECTIONS = ["testimonials", "blog"] as const;
export type StaticSectionName = (typeof STATIC_SECTIONS)[number];
export type DeferredSectionName = (typeof DEFERRED_SECTIONS)[number];
export type AdoptedSectionName = StaticSectionName | DeferredSectionName;

export type StaticSectionComponents = Record<StaticSectionName, ComponentType>;
export type DeferredSectionComponents = Record<DeferredSectionName, ComponentType>;

/** Marks an adopted section's wrapper in the HTML, with the section's name as its value. */
export const ADOPTED_SECTION_ATTRIBUTE = "data-adopted-section";

export interface PrerenderedSection {
  html: string;
  /** The build could not read the section's data: the HTML holds a loading state. */
  loading: boolean;
}

/** Each section's HTML as the build rendered it, taken from the prerendered / the app started on. */
const prerendered = new Map<AdoptedSectionName, PrerenderedSection>();
let adoptionTried = false;

/**
 * Takes the sections' HTML from the page before React hydrates it: at the first load of / in this
 * document, which is the app's start when the visit began on /. Later loads find the app's own markup.
 */
function adoptPrerenderedSections(): void {
  if (adoptionTried || typeof document === "undefined") return;
  adoptionTried = true;
  for (const name of [...STATIC_SECTIONS, ...DEFERRED_SECTIONS]) {
    const wrapper = document.querySelector(`[${ADOPTED_SECTION_ATTRIBUTE}="${name}"]`);
    if (wrapper) prerendered.set(name, { html: wrapper.innerHTML, loading: wrapper.querySelector(`[${LOADING_ATTRIBUTE}]`) !== null });
  }
}

/** The section's prerendered HTML, if the app started on / in this visit. */
export function prerenderedSection(name: AdoptedSectionName): PrerenderedSection | undefined {
  return prerendered.get(name);
}

/** A module's value loaded once, readable synchronously once it has arrived. */
export interface OnDemand<T> {
  load(): Promise<T>;
  current(): T | undefined;
}

function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let promise: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () => (promise ??= load().then((loaded) => (value = loaded))),
    current: () => value,
  };
}

export const staticSectionComponents = onDemand(() =>
  import("./static-components.ts").then((module) => module.STATIC_SECTION_COMPONENTS),
);
export const deferredSectionComponents = onDemand(() =>
  import("./deferred-components.ts").then((module) => module.DEFERRED_SECTION_COMPONENTS),
);

/**
 * The loader of /: adopts the prerendered sections when the page has them (the app starts on /), and
 * loads the code of those it lacks before / renders, so a link to /#pricing finds the section at once.
 * Deferred sections it renders (not adopted, or adopted with a loading state) need the query client too.
 * The build's prerenderer (no document) loads all of it.
 */
export async function prepareAdoptedSections(): Promise<void> {
  adoptPrerenderedSections();
  const lacks = (names: readonly AdoptedSectionName[]) => names.some((name) => !prerendered.has(name));
  const rendersDeferred = DEFERRED_SECTIONS.some((name) => prerendered.get(name)?.loading !== false);
  await Promise.all([
    lacks(STATIC_SECTIONS) && staticSectionComponents.load(),
    rendersDeferred && deferredSectionComponents.load(),
    rendersDeferred && typeof document !== "undefined" && loadQueryClient(),
  ]);
}
