import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutButton, createCommerceActions, type CheckoutButtonProps } from '../../../src/commerce';
import { memoryCookieJar } from '../../../src/services/cookies/cookieJar';
import { visualParameters } from '../../../.storybook/visual';
import { NavigatorLog, useRecordingNavigator } from './recordingNavigator';

/**
 * The button wired as on a page: its handler runs the commerce service's goToCheckout over
 * a recording navigator and a cookie jar holding `cookies`; what the page did shows below.
 */
function CheckoutOnPage({ cookies, onCheckout, ...props }: CheckoutButtonProps & { cookies: Record<string, string> }) {
  const { navigator, entries } = useRecordingNavigator();
  const actions = useMemo(() => createCommerceActions({ navigator, cookies: memoryCookieJar(cookies) }), [navigator, cookies]);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start', color: 'var(--color-text)' }}>
      <p style={{ margin: 0 }}>Subtotal $45.00</p>
      <CheckoutButton
        {...props}
        onCheckout={() => {
          onCheckout();
          return actions.checkout();
        }}
      />
      <NavigatorLog entries={entries} />
    </div>
  );
}

const meta = {
  title: 'Blocks/Commerce/Checkout Button',
  component: CheckoutButton,
  tags: ['autodocs', 'commerce'],
  args: { onCheckout: fn(), label: 'Checkout', look: 'primary' },
  argTypes: {
    onCheckout: { description: 'Goes to checkout; on a page, createCommerceActions(…).checkout (the service’s goToCheckout)' },
    label: { control: 'text', description: 'The button’s text (default “Checkout”)' },
    look: { control: 'inline-radio', options: ['primary', 'secondary'], description: 'Filled or outlined' },
  },
} satisfies Meta<typeof CheckoutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Captured on the desktop unless a story names more modes. Set per story: a story's modes merge into the meta's, so a mode the meta left out could not be added back. */
const desktop = visualParameters({ modes: ['desktop'] });

const WITH_CART = { hasCart: 'true' };
const NO_COOKIES = {};

/** Before the press. */
export const Idle: Story = {
  parameters: desktop,
  render: (args) => <CheckoutOnPage {...args} cookies={WITH_CART} />,
};

/** The cart cookie exists: the page goes to /commerce/goto-checkout. */
export const WithCartCookie: Story = {
  parameters: desktop,
  render: (args) => <CheckoutOnPage {...args} cookies={WITH_CART} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-navigator-log="navigated"]')).toHaveTextContent('Went to /commerce/goto-checkout in this window.'),
    );
  },
};

/** No cart cookie (an expired session, or cookies off): the spec’s alert, and the visitor stays. */
export const WithoutCartCookie: Story = {
  render: (args) => <CheckoutOnPage {...args} cookies={NO_COOKIES} />,
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.');
  },
};

/** The outlined look. */
export const Secondary: Story = {
  parameters: desktop,
  args: { look: 'secondary', label: 'Check out now' },
  render: (args) => <CheckoutOnPage {...args} cookies={WITH_CART} />,
};
