/**
 * "2 af 5" under a row of cards a phone swipes sideways (issue 36: a carousel shows where you are). The row
 * carries `data-carousel="<key>"`, its counter `data-carousel-position="<key>"` (CarouselPosition). One capturing
 * scroll listener for the whole page, started in main.tsx, so it works on the prerendered page before the app
 * and on whatever the app renders later; the counter's markup starts at "1 af N" and only its text and the dots'
 * `data-on` change here (the component suppresses hydration warnings for exactly those).
 */
const ROW = "data-carousel";
const COUNTER = "data-carousel-position";

/** "2 af 5": the card in view (1-based) of how many. */
export function carouselPositionText(index: number, count: number): string {
  return `${index + 1} af ${count}`;
}

/** The card whose centre is nearest the row's centre; the last one once the row is scrolled to its end. */
function currentIndex(row: HTMLElement): number {
  const items = Array.from(row.children) as HTMLElement[];
  if (row.scrollLeft + row.clientWidth >= row.scrollWidth - 2) return items.length - 1;
  const box = row.getBoundingClientRect();
  const centre = box.left + box.width / 2;
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  items.forEach((item, index) => {
    const rect = item.getBoundingClientRect();
    const distance = Math.abs(rect.left + rect.width / 2 - centre);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

function update(row: HTMLElement): void {
  const key = row.getAttribute(ROW);
  const counter = key ? document.querySelector<HTMLElement>(`[${COUNTER}="${CSS.escape(key)}"]`) : null;
  if (!counter) return;
  const count = row.children.length;
  const index = currentIndex(row);
  const text = counter.querySelector<HTMLElement>("[data-carousel-text]");
  if (text) text.textContent = carouselPositionText(index, count);
  counter.querySelectorAll<HTMLElement>("[data-carousel-dot]").forEach((dot, dotIndex) => {
    dot.toggleAttribute("data-on", dotIndex === index);
  });
}

/** Keeps every counter on the page in step with its row. */
export function trackCarouselPositions(): void {
  const pending = new Set<HTMLElement>();
  let frame = 0;
  document.addEventListener(
    "scroll",
    (event) => {
      const row = event.target;
      if (!(row instanceof HTMLElement) || !row.hasAttribute(ROW)) return;
      pending.add(row);
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        for (const each of pending) update(each);
        pending.clear();
      });
    },
    { capture: true, passive: true },
  );
}
