/** Spec §9: scroll-to-bottom overshoots by 5000 px, so the end is reached while rows still load. */
export const SCROLL_OVERSHOOT_PX = 5000;

/** Scrolls `target` (the page by default) past its current end by the overshoot. */
export const scrollToBottom = (target: Element | Window = window): void => {
  const height =
    'scrollHeight' in target ? target.scrollHeight : document.documentElement.scrollHeight;
  target.scrollTo({ top: height + SCROLL_OVERSHOOT_PX, behavior: 'auto' });
};
