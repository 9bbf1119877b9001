import { useEffect, useRef, useState } from "react";
import { loadQueryClient } from "../../../app/query-client-store.tsx";
import { useDeferredStart } from "../hooks/use-deferred-start.ts";
import { deferredSectionComponents, prerenderedSection, type DeferredSectionName } from "./adopted-sections.ts";
import { SectionWrapper } from "./section-wrapper.tsx";
import { useAppLinks } from "./use-app-links.ts";

/**
 * A section of data from the database (adopted-sections.ts). On the prerendered / the app starts on,
 * React adopts its HTML, the data the build read. At the section's start (it comes near the screen or
 * the visitor interacts) the data is read again; only if it changed (or the read failed) does the
 * section's code arrive and render it, in place of the adopted HTML. If the build could not read the
 * data, the HTML holds a loading state and the code comes at once, to read the data or say it could not.
 * Once the code is here (and elsewhere: after a start on another page, in the build) the section's code
 * renders it: back on / after a take-over, the build's HTML would be older than the data.
 */
export function DeferredSection({ name }: { name: DeferredSectionName }) {
  const ref = useRef<HTMLDivElement>(null);
  const adopted = prerenderedSection(name);
  const [render, setRender] = useState(
    () => adopted === undefined || adopted.loading || deferredSectionComponents.current() !== undefined,
  );
  const showsAdopted = adopted !== undefined && !render;
  const started = useDeferredStart(ref);
  useAppLinks(ref, showsAdopted);

  useEffect(() => {
    if (!showsAdopted || !started) return;
    let current = true;
    // The section's code first: if it cannot arrive (offline, before the service worker had it), the
    // adopted HTML stays.
    const takeOver = () => deferredSectionComponents.load().then(() => current && setRender(true));
    // TanStack Query's code comes with this, the first code on / that needs it.
    Promise.all([import("./data-changed.ts"), loadQueryClient()])
      .then(([{ sectionDataChanged }, queryClient]) => sectionDataChanged(name, queryClient))
      .then(
        (changed) => changed && takeOver(),
        // The section shows what a failed read shows (the references hide, the teaser keeps its link);
        // the reading code has logged the failure (docs/product-rules.md#errors-shown-logged-or-thrown).
        () => takeOver(),
      )
      .catch((error: unknown) => console.error(`Could not load the section '${name}' of /:`, error));
    return () => {
      current = false;
    };
  }, [showsAdopted, started, name]);

  return (
    <SectionWrapper name={name} ref={ref} adoptedHtml={showsAdopted ? adopted.html : undefined} components={deferredSectionComponents} />
  );
}
