/**
 * A 7.1 list section's carousel in the platform's published shape for the adapter's tests:
 * `.user-items-list-item-container.user-items-list-carousel` with its `data-*` settings, the
 * slides as `li.user-items-list-carousel__slide.list-item` and the server's arrow buttons
 * (desktop and mobile).
 */
export function publishedListCarousel(sectionId: string, titles: readonly string[], flags: Record<string, string> = {}): string {
  const attributes = {
    'data-max-columns': '2',
    'data-is-infinite-enabled': 'false',
    'data-space-between-slides-value': '16',
    'data-space-between-slides-unit': 'px',
    ...flags,
  };
  const list = Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  const slides = titles
    .map(
      (title, i) => `<li class="user-items-list-carousel__slide list-item" data-is-card-enabled="true">
        <div class="user-items-list-carousel__media-container"><div class="user-items-list-carousel__media-inner"><img data-src="/assets/${i}.jpg" data-image-dimensions="400x400" alt="" class="user-items-list-carousel__media" data-load="false"></div></div>
        <div class="list-item-content"><div class="list-item-content__text-wrapper"><h2 class="list-item-content__title">${title}</h2><div class="list-item-content__description"><p>About ${title}</p></div></div></div>
      </li>`,
    )
    .join('\n');
  const arrow = (side: 'left' | 'right', label: string, kind: 'desktop' | 'mobile') =>
    kind === 'desktop'
      ? `<button class="user-items-list-carousel__arrow-button user-items-list-carousel__arrow-button--${side}" aria-label="${label}"><svg viewBox="0 0 44 18"></svg></button>`
      : `<button class="mobile-arrow-button mobile-arrow-button--${side}" aria-label="${label}"><svg viewBox="0 0 24 14"></svg></button>`;
  return `<section data-test="page-section" class="page-section user-items-list-section" data-section-id="${sectionId}">
  <div class="content-wrapper"><div class="content"><div class="user-items-list" data-section-id="user-items-list">
  <div class="user-items-list-item-container user-items-list-carousel" data-controller="UserItemsListCarousel" data-section-id="${sectionId}" ${list} data-current-context="{&quot;userItems&quot;: []}">
    <div class="user-items-list-carousel__gutter" role="region" aria-label="Carousel">
      <div class="user-items-list-carousel__slideshow-holder"><div class="user-items-list-carousel__slides-revealer">
        <ul class="user-items-list-carousel__slides" style="grid-gap: 16px;">${slides}</ul>
      </div></div>
      <div class="desktop-arrows user-items-list-carousel__arrow-wrapper--left">${arrow('left', 'Previous', 'desktop')}</div>
      <div class="desktop-arrows user-items-list-carousel__arrow-wrapper--right">${arrow('right', 'Next', 'desktop')}</div>
      <div class="mobile-arrows">${arrow('left', 'Previous', 'mobile')}${arrow('right', 'Next', 'mobile')}</div>
    </div>
  </div></div></div></div>
</section>`;
}
