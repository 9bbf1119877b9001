// The parts every post card shares (the list's cards, the featured post, the related posts at a post's end): the
// cover picture or, without one, the card's own art; and the category with the reading time. Each card keeps its
// own layout and sizes; what a card shows and how it falls back is said once here.
import { Clock } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { coverSrcSet } from "./image-sources.ts";
import type { BlogCardText } from "./strings.ts";

interface CardCoverProps {
  image: string | null;
  /** The `sizes` of the card's layout. */
  sizes: string;
  width: number;
  height: number;
  /** The picture is the page's largest paint: fetched first, not lazily. */
  priority?: boolean;
  /** Layout classes, for the picture and for the art in its place alike. */
  className: string;
  artTestId?: string;
}

export function CardCover({ image, sizes, width, height, priority = false, className, artTestId }: CardCoverProps) {
  if (!image) return <div aria-hidden="true" data-testid={artTestId} className={`card-art ${className}`} />;
  return (
    <img
      src={image}
      srcSet={coverSrcSet(image)}
      sizes={sizes}
      alt=""
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      // card-image: a picture that cannot load shows the card's art, not a broken-image icon (index.css).
      className={`card-image bg-muted object-cover ${className}`}
    />
  );
}

/** The category badge and the reading time, in the card's language. */
export function CardMeta({ category, minutes, text, className, iconClassName = "size-4" }: {
  category: string;
  minutes: number;
  text: BlogCardText;
  className: string;
  iconClassName?: string;
}) {
  return (
    <div className={className}>
      <Badge variant="secondary">{category}</Badge>
      <span lang={text.lang} className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className={iconClassName} />
        {text.readingTime(minutes)}
      </span>
    </div>
  );
}
