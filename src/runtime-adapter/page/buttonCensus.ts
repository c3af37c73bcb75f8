/**
 * The button census on a published page: a button-render call for each button block the
 * page has at start, and a button-click call when a visitor follows one (one delegated
 * listener on the document). What each call carries is `censusButtonOf`.
 */
import { censusButtonOf } from './buttonCensus.rules';
import type { PageServices } from './pageServices';

const BUTTON_BLOCK = '.sqs-block-button';
const BUTTON_LINK = 'a.sqs-block-button-element';

function buttonOf(block: Element) {
  // 7.1: .sqs-block-button-container (and --center); 7.0: only .sqs-block-button-container--left
  const container = block.querySelector('[class*="sqs-block-button-container"]');
  const link = block.querySelector(BUTTON_LINK);
  return censusButtonOf({
    blockId: block.id,
    alignment: container?.getAttribute('data-alignment') ?? null,
    size: container?.getAttribute('data-button-size') ?? null,
    classes: [...Array.from(container?.classList ?? []), ...Array.from(link?.classList ?? [])],
    text: link ? (link.textContent ?? '') : null,
    href: link?.getAttribute('href') ?? null,
    target: link?.getAttribute('target') ?? null,
  });
}

export function listenForButtonCensus(
  document: Document,
  services: Pick<PageServices, 'recordButton'>,
  log: (message: string, error?: unknown) => void,
): () => void {
  for (const block of Array.from(document.querySelectorAll(BUTTON_BLOCK))) {
    const button = buttonOf(block);
    if (!button) continue;
    try {
      services.recordButton('render', button);
    } catch (error) {
      log(`Recording the button ${button.id} failed`, error);
    }
  }
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const link = target?.closest?.(BUTTON_LINK);
    const block = link?.closest(BUTTON_BLOCK);
    if (!block) return;
    const button = buttonOf(block);
    if (!button) return;
    try {
      services.recordButton('click', button);
    } catch (error) {
      log(`Recording the click on button ${button.id} failed`, error);
    }
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
