import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_SMALL_CONTAINER_PX, isNewsletterStacked, newsletterAlignmentOf, newsletterLayout } from './newsletterLayout.rules';

describe('newsletterLayout', () => {
  it('stacks under 320 px of container width and stays inline from 320 px', () => {
    expect(NEWSLETTER_SMALL_CONTAINER_PX).toBe(320);
    expect(newsletterLayout(319.5)).toBe('newsletter-stacked');
    expect(newsletterLayout(200)).toBe('newsletter-stacked');
    expect(newsletterLayout(320)).toBe('newsletter');
    expect(newsletterLayout(900)).toBe('newsletter');
  });

  it('keeps the inline layout while the container is not measured yet', () => {
    expect(newsletterLayout(0)).toBe('newsletter');
  });

  it('is stacked exactly for measured widths under the limit', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5000, noNaN: true }), (width) => {
        expect(newsletterLayout(width) === 'newsletter-stacked').toBe(width > 0 && width < 320);
      }),
    );
  });
});

describe('newsletterAlignmentOf', () => {
  it('reads the alignment from the wrapper class the page rendered', () => {
    expect(newsletterAlignmentOf(['newsletter-form-wrapper', 'newsletter-form-wrapper--layoutFloat', 'newsletter-form-wrapper--alignCenter'])).toBe('center');
    expect(newsletterAlignmentOf(['newsletter-form-wrapper--alignRight'])).toBe('right');
  });

  it('names none when no class gives one', () => {
    expect(newsletterAlignmentOf(['newsletter-form-wrapper', 'newsletter-form-wrapper--alignMiddle'])).toBeUndefined();
  });
});

describe("the page's stacked layout", () => {
  it('stacks at any width when the wrapper class asks for it', () => {
    expect(isNewsletterStacked(['newsletter-form-wrapper', 'newsletter-form-wrapper--layoutStacked'])).toBe(true);
    expect(isNewsletterStacked(['newsletter-form-wrapper--layoutFloat'])).toBe(false);
    expect(newsletterLayout(1200, true)).toBe('newsletter-stacked');
    expect(newsletterLayout(1200, false)).toBe('newsletter');
  });
});
