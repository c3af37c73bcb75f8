import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LogoutNotice } from './LogoutNotice';
import { render } from '../../primitives/testing/themedRender';

const status = () => screen.getByRole('status');

describe('LogoutNotice', () => {
  it('a polite status that says the spec’s text, character for character', () => {
    render(<LogoutNotice />);
    expect(status().textContent).toBe('Logout Successful: You have been successfully logged out.');
    expect(status().querySelector('strong')?.textContent).toBe('Logout Successful:');
    // the button is beside the live region, not read out as part of it
    expect(status().querySelector('button')).toBeNull();
  });

  it('dismiss empties it, keeps the live region, and tells the caller', async () => {
    const onDismiss = vi.fn();
    const { user } = render(<LogoutNotice onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(status().textContent).toBe('');
    expect(screen.queryByRole('button', { hidden: true })).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
