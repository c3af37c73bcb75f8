import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { render } from '../../src/primitives/testing/themedRender';
import { StarRating } from '../../src/primitives/starRating/StarRating';
import { ContractError } from './contractSupport';
import { expectRadioGroupContract } from './radioGroupContract';

function Held() {
  const [value, setValue] = useState(0);
  return <StarRating label="Rating" value={value} onChange={setValue} />;
}

/** A radio group whose arrows stop at the ends instead of wrapping. */
function stopping(): HTMLElement {
  const group = document.createElement('div');
  group.setAttribute('role', 'radiogroup');
  group.setAttribute('aria-label', 'Size');
  const radios = ['S', 'M', 'L'].map((name, i) => {
    const r = document.createElement('span');
    r.setAttribute('role', 'radio');
    r.setAttribute('aria-label', name);
    r.setAttribute('aria-checked', 'false');
    r.tabIndex = i === 0 ? 0 : -1;
    group.append(r);
    return r;
  });
  group.addEventListener('keydown', (event) => {
    const at = radios.indexOf(event.target as HTMLElement);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, ' ': 0 }[event.key];
    if (step === undefined) return;
    const target = radios[Math.min(radios.length - 1, Math.max(0, at + step))]!;
    radios.forEach((r) => {
      r.setAttribute('aria-checked', String(r === target));
      r.tabIndex = r === target ? 0 : -1;
    });
    target.focus();
  });
  const host = document.createElement('div');
  host.append(group);
  document.body.append(host);
  onTestFinished(() => host.remove());
  return host;
}

describe('expectRadioGroupContract', () => {
  it('passes on the star rating', async () => {
    const { view } = render(<Held />);
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
    await expect(expectRadioGroupContract(view)).resolves.toBeUndefined();
  });

  it('fails a group whose arrows do not wrap', async () => {
    const failure = await expectRadioGroupContract(stopping()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractError);
    expect((failure as Error).message).toContain('wraps to the first');
  });
});
