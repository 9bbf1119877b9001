import type { AnchorHTMLAttributes, Ref } from "react";
import { useRouter } from "@tanstack/react-router";

/** A plain left click without modifier keys: the one kind of click the app handles itself. */
export function isPlainClick(
  event: Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link by href, for targets that come from content (`/platform/endpoint`, `/faq`,
 * `/customer-portal?plan=core`) rather than from typed route ids. A plain click navigates inside the
 * app (and the router scrolls to the top); other clicks (new tab, copy link) and a page without
 * JavaScript use the real href.
 */
export function SiteLink({ href, onClick, ...props }: SiteLinkProps) {
  const router = useRouter();
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
      {...props}
    />
  );
}
