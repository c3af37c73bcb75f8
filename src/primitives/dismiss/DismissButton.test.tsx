import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../testing/themedRender';
import { DismissButton } from './DismissButton';
import { useDismissal } from './useDismissal';

function Notice({ onDismiss }: { onDismiss?: () => void }) {
  const [dismissed, dismiss] = useDismissal(onDismiss);
  if (dismissed) return null;
  return (
    <div>
      Hello
      <DismissButton label="Dismiss greeting" onDismiss={dismiss} />
    </div>
  );
}

describe('DismissButton with useDismissal', () => {
  const button = () => screen.getByRole('button', { name: 'Dismiss greeting' });

  it('is a plain button named by its label, with a hidden icon', () => {
    const { view } = render(<Notice />);
    expect(button()).toHaveAttribute('type', 'button');
    expect(button()).toHaveAttribute('aria-label', 'Dismiss greeting');
    expect(button()).toHaveAttribute('title', 'Dismiss greeting');
    expect(button().textContent).toBe('');
    expect(view.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('removes the notice and tells the caller once', async () => {
    const onDismiss = vi.fn();
    const { view, user } = render(<Notice onDismiss={onDismiss} />);
    await user.click(button());
    expect(view.innerHTML).toBe('');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('works without a caller to tell', async () => {
    const { view, user } = render(<Notice />);
    await user.click(button());
    expect(view.textContent).toBe('');
  });
});
