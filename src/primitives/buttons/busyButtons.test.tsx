import { fireEvent, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../testing/themedRender';
import { Button } from './Button';
import { IconButton } from './IconButton';
import { TextButton } from './TextButton';

const icon = <svg aria-hidden="true" />;

const primitives: Array<[string, (busy: boolean, onClick: () => void) => ReactElement]> = [
  [
    'Button',
    (busy, onClick) => (
      <Button $busy={busy} onClick={onClick}>
        Save
      </Button>
    ),
  ],
  [
    'TextButton',
    (busy, onClick) => (
      <TextButton $busy={busy} onClick={onClick}>
        Save
      </TextButton>
    ),
  ],
  [
    'IconButton',
    (busy, onClick) => (
      <IconButton label="Save" busy={busy} onClick={onClick}>
        {icon}
      </IconButton>
    ),
  ],
];

describe.each(primitives)('%s busy', (_name, make) => {
  const button = () => screen.getByRole('button', { name: 'Save' });

  it('is a plain, pressable button while not busy', async () => {
    const onClick = vi.fn();
    const { user } = render(make(false, onClick));
    expect(button()).toHaveAttribute('type', 'button');
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(button()).not.toHaveAttribute('data-busy');
    await user.click(button());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps focus and a tab stop, says it is unavailable, and presses nothing by pointer or key while busy', async () => {
    const onClick = vi.fn();
    const { user } = render(make(true, onClick));
    await user.tab();
    expect(button()).toHaveFocus();
    expect(button()).not.toBeDisabled();
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAttribute('data-busy', '');
    await user.click(button());
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).not.toHaveBeenCalled();
    expect(button()).toHaveFocus();
  });

  it('keeps the focus it had when it turns busy, and presses again once done', async () => {
    const onClick = vi.fn();
    const { user, rerender } = render(make(false, onClick));
    await user.tab();
    rerender(make(true, onClick));
    expect(button()).toHaveFocus();
    rerender(make(false, onClick));
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

function Form({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        onSubmit();
      }}
    >
      <input aria-label="Email" />
      <Button type="submit" $busy={busy}>
        Send
      </Button>
    </form>
  );
}

describe('a busy submit button', () => {
  it('submits its form once: a second press and Enter in a field do nothing while it is busy', async () => {
    const onSubmit = vi.fn();
    const { user } = render(<Form onSubmit={onSubmit} />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('type', 'submit');
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(send);
    expect(send).toHaveFocus();
    fireEvent.click(send);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
