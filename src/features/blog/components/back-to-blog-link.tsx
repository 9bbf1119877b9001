import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { blogText } from "../strings.ts";

export function BackToBlogLink({ label = blogText.backToBlog, lang = "en" }: { label?: string; lang?: string }) {
  return (
    <Link to="/blog" lang={lang} className={buttonClasses({ variant: "ghost", className: "-ml-4" })}>
      <ArrowLeft aria-hidden="true" />
      {label}
    </Link>
  );
}
