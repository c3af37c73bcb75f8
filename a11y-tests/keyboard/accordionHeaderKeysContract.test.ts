// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ContractError } from './contractSupport';
import { expectAccordionHeaderKeysContract } from './accordionHeaderKeysContract';

/** A bare accordion of buttons; `keys` says how the arrows behave. */
function accordion(keys: 'wrap' | 'stop' | 'toggle'): HTMLElement {
  const root = document.createElement('div');
  const titles = ['Shipping', 'Returns', 'Sizes'];
  const buttons = titles.map((title, i) => {
    const h = document.createElement('h3');
    const b = document.createElement('button');
    b.textContent = title;
    b.setAttribute('aria-expanded', 'false');
    b.setAttribute('aria-controls', `panel-${i}`);
    h.append(b);
    const panel = document.createElement('div');
    panel.id = `panel-${i}`;
    root.append(h, panel);
    return b;
  });
  root.addEventListener('keydown', (event) => {
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    const n = buttons.length;
    const target = {
      ArrowDown: keys === 'stop' ? Math.min(at + 1, n - 1) : (at + 1) % n,
      ArrowUp: keys === 'stop' ? Math.max(at - 1, 0) : (at - 1 + n) % n,
      Home: 0,
      End: n - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    if (keys === 'toggle') buttons[target]!.setAttribute('aria-expanded', 'true');
    buttons[target]!.focus();
  });
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('accordion header keys contract', () => {
  it('passes an accordion whose arrows wrap and whose Home and End jump', async () => {
    await expect(expectAccordionHeaderKeysContract(accordion('wrap'))).resolves.toBeUndefined();
  });

  it('fails one whose arrows stop at the ends', async () => {
    const error = await expectAccordionHeaderKeysContract(accordion('stop')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toBe(
      '[accordion header keys contract] after ArrowUp on the first header (focus wraps to the last), focus should be on <button> "Sizes" but is on <button> "Shipping"',
    );
  });

  it('fails one whose arrows open items', async () => {
    await expect(expectAccordionHeaderKeysContract(accordion('toggle'))).rejects.toThrow('must not open or close any item');
  });
});
