import { CarouselPosition } from "../../../components/ui/carousel-position.tsx";
import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { BLOG_TEASER_CONTENT } from "../../../content/blog-teaser.ts";
import { TEASER_POST_COUNT, teaserPostsQuery } from "../api/teaser-posts-query.ts";
import { BlogCard } from "../../blog/blog-card.tsx";
import { BlogCardSkeleton } from "../../blog/blog-card-skeleton.tsx";
import { danishCardText } from "../../blog/strings.ts";
import { useSectionQueryEnabled } from "../hooks/use-deferred-start.ts";
import { SectionHeading, sectionClasses } from "./section-heading.tsx";


/** #blog ('Indsigt & Opdateringer'): the three latest published posts, in Danish. */
export function BlogTeaserSection() {
  const ref = useRef<HTMLElement>(null);
  const query = teaserPostsQuery();
  const enabled = useSectionQueryEnabled(ref, query.queryKey);
  const { data: posts, error } = useQuery({ ...query, enabled });
  const isError = error !== null;

  useEffect(() => {
    // Logged (docs/product-rules.md#errors-shown-logged-or-thrown) rather than thrown to the route's error page: the rest of / stays usable,
    // and the 'Se alle artikler' link remains.
    if (error) console.error("Error fetching the latest posts:", error);
  }, [error]);

  return (
    <section ref={ref} id="blog" aria-labelledby="blog-heading" className={sectionClasses}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="blog-heading" title={BLOG_TEASER_CONTENT.heading} intro={BLOG_TEASER_CONTENT.intro} />
        {posts === undefined && !isError ? (
          <div aria-busy="true" className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: TEASER_POST_COUNT }, (_, index) => (
              <BlogCardSkeleton key={index} />
            ))}
          </div>
        ) : isError ? null : posts && posts.length > 0 ? (
          <>
          <div data-carousel="blog-teaser" className="-mx-4 mt-10 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 *:w-[85%] *:shrink-0 *:snap-center md:mx-0 md:mt-12 md:grid md:grid-cols-2 md:gap-8 md:overflow-visible md:px-0 md:pb-0 md:*:w-auto lg:grid-cols-3">
            {posts.map((post, index) => (
              <BlogCard key={post.id} post={post} index={index} text={danishCardText} headingLevel="h3" />
            ))}
          </div>
          <CarouselPosition id="blog-teaser" count={posts.length} className="md:hidden" />
          </>
        ) : (
          <p data-testid="blog-teaser-empty" className="mt-12 text-center text-lg text-muted-foreground">
            {BLOG_TEASER_CONTENT.empty}
          </p>
        )}
        <div className="mt-12 text-center">
          <Link to="/blog" className={buttonClasses({ variant: "outline", size: "lg" })}>
            {BLOG_TEASER_CONTENT.allArticles.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
