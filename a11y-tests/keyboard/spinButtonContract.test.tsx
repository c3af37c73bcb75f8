import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { render } from '../../src/primitives/testing/themedRender';
import { QuantityStepper } from '../../src/commerce/cart/QuantityStepper';
import { ContractError } from './contractSupport';
import { expectSpinButtonContract } from './spinButtonContract';

function Held() {
  const [value, setValue] = useState(2);
  return <QuantityStepper title="Print" value={value} min={1} max={5} onChange={setValue} />;
}

/** A spin button whose ArrowUp goes past its most. */
function unbounded(): HTMLElement {
  const field = document.createElement('input');
  field.setAttribute('role', 'spinbutton');
  field.setAttribute('aria-label', 'Guests');
  Object.entries({ 'aria-valuenow': '2', 'aria-valuemin': '1', 'aria-valuemax': '3' }).forEach(([k, v]) => field.setAttribute(k, v));
  field.addEventListener('keydown', (event) => {
    const now = Number(field.getAttribute('aria-valuenow'));
    const next = { ArrowUp: now + 1, ArrowDown: Math.max(1, now - 1), Home: 1, End: 3 }[event.key];
    if (next !== undefined) field.setAttribute('aria-valuenow', String(next));
  });
  document.body.append(field);
  onTestFinished(() => field.remove());
  return field;
}

describe('expectSpinButtonContract', () => {
  it('passes on the cart page’s quantity stepper', async () => {
    render(<Held />);
    await expect(expectSpinButtonContract(screen.getByRole('spinbutton'))).resolves.toBeUndefined();
  });

  it('fails a spin button whose value leaves its bounds', async () => {
    const failure = await expectSpinButtonContract(unbounded(), { timeout: 200 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractError);
    expect((failure as Error).message).toContain('after ArrowUp at the most value, aria-valuenow must be 3, it is 4');
  });
});
