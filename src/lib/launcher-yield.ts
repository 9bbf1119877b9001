/**
 * The chat button never sits on a primary action (issue 36): while a call to action (marked
 * `data-primary-cta`, or a form's submit button outside the chat) lies under the floating chat button, the
 * button steps aside (`data-yield`, styled in chat-launcher.tsx), and it is back once the page moves on. Plain
 * DOM from main.tsx, so it holds on the prerendered page before the app too; checked per frame on scroll and
 * resize only, against a handful of elements.
 */
const LAUNCHER = "[data-chat-launcher]";
const ACTIONS = "[data-primary-cta], form button[type=submit]";
/** Breathing room around the button, so an action just beside it counts as covered too. */
const MARGIN = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left - MARGIN < b.right && b.left < a.right + MARGIN && a.top - MARGIN < b.bottom && b.top < a.bottom + MARGIN;
}

function check(): void {
  const launcher = document.querySelector<HTMLElement>(LAUNCHER);
  if (!launcher) return;
  // It only fades while yielding (no transform), so its box is where it rests.
  const box = launcher.getBoundingClientRect();
  const covered = Array.from(document.querySelectorAll<HTMLElement>(ACTIONS)).some(
    (action) => !action.closest("#chat-panel") && overlaps(box, action.getBoundingClientRect()),
  );
  launcher.toggleAttribute("data-yield", covered);
}

export function yieldLauncherToActions(): void {
  let frame = 0;
  const schedule = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      check();
    });
  };
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule, { passive: true });
  schedule();
}
