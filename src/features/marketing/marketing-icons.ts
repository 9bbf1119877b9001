/**
 * The icons of the landing page's content (about tiles, benefits), imported one by one. Only these are
 * bundled with the landing page; the platform pages have their own full map. tests/unit checks that
 * every icon the landing content names is here.
 */
import { Cloud, FileLock, GraduationCap, Headphones, Laptop, Mail, Network, Rocket, ShieldCheck, Zap, type LucideIcon } from "lucide-react";
import type { ContentIconName } from "#shared/content/icons.ts";

export const MARKETING_ICONS = {
  Cloud,
  FileLock,
  GraduationCap,
  Headphones,
  Laptop,
  Mail,
  Network,
  Rocket,
  ShieldCheck,
  Zap,
} satisfies Partial<Record<ContentIconName, LucideIcon>>;

/** The icon for a content icon name; ShieldCheck (the brand mark) if the map lacks it. */
export function marketingIcon(name: ContentIconName): LucideIcon {
  return (MARKETING_ICONS as Partial<Record<ContentIconName, LucideIcon>>)[name] ?? ShieldCheck;
}
