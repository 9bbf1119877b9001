import { useEffect, type RefObject } from "react";
import { useRouter } from "@tanstack/react-router";
import { sectionIdOf } from "../../../components/layout/content-link.tsx";
import { isPlainClick } from "../../../components/layout/site-link.tsx";
import { useGoToSection } from "../../../lib/scroll-to-section.ts";

/**
 * Plain clicks on the links of adopted HTML do what SiteLink and SectionLink do in rendered sections:
 * navigate inside the app, or scroll to a section of /. Other clicks (a new tab, another site, a
 * download) keep the browser's behaviour.
 */
export function useAppLinks(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  const router = useRouter();
  const goToSection = useGoToSection();
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event) || link.target || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const sectionId = url.pathname === "/" ? sectionIdOf(url.hash) : null;
      if (sectionId) goToSection(sectionId);
      else void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` });
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [ref, enabled, router, goToSection]);
}
