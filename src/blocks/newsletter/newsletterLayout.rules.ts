/** Under this container width (px) the newsletter stacks its fields and button (000 §9). */
export const NEWSLETTER_SMALL_CONTAINER_PX = 320;

export type NewsletterLayout = 'newsletter' | 'newsletter-stacked';

export type NewsletterAlignment = 'left' | 'center' | 'right';

/** The block's alignment from the page's wrapper class (`newsletter-form-wrapper--alignCenter`); undefined when none names one. */
export function newsletterAlignmentOf(classes: readonly string[]): NewsletterAlignment | undefined {
  for (const name of classes) {
    const match = /^newsletter-form-wrapper--align(Left|Center|Right)$/.exec(name);
    if (match?.[1]) return match[1].toLowerCase() as NewsletterAlignment;
  }
  return undefined;
}

/**
 * Inline (fields and button in a row) or stacked, from the container's width. A width of
 * 0 means not measured yet (no layout, hidden): inline, as the block is laid out on wide pages.
 */
export function newsletterLayout(containerWidth: number, stacked = false): NewsletterLayout {
  if (stacked) return 'newsletter-stacked';
  return containerWidth > 0 && containerWidth < NEWSLETTER_SMALL_CONTAINER_PX ? 'newsletter-stacked' : 'newsletter';
}

/** Whether the page's wrapper class asks for the stacked layout (`newsletter-form-wrapper--layoutStacked`) rather than the float one. */
export function isNewsletterStacked(classes: readonly string[]): boolean {
  return classes.includes('newsletter-form-wrapper--layoutStacked');
}
