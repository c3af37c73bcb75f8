import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createCommerceActions } from '../../src/commerce';
import { DonationBlock, type DonationBlockProps } from '../../src/blocks/donation/DonationBlock';
import { ChoiceChips } from '../../src/blocks/donation/ChoiceChips';
import { readDonationBlock } from '../../src/blocks/donation/donation.rules';
import { memoryCookieJar } from '../../src/services/cookies/cookieJar';
import { expectRadioGroupContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';
import { NavigatorLog, useRecordingNavigator } from './commerce/recordingNavigator';

const HARBOUR = {
  donatePageId: 'dp-harbour',
  title: 'Keep the harbour clean',
  description: 'Every gift buys gloves, bags and a skip for the spring clean-up day.',
  suggestedAmounts: [1000, 2500, 5000, 10000],
};

/** The block as on a site: donate goes through the commerce actions; the log shows where. */
function DonationOnSite({ insideAdminFrame = false, ...props }: DonationBlockProps & { insideAdminFrame?: boolean }) {
  const { navigator, entries } = useRecordingNavigator(insideAdminFrame);
  const actions = useMemo(() => createCommerceActions({ navigator, cookies: memoryCookieJar() }), [navigator]);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <DonationBlock
        {...props}
        onDonate={(id, choice) => {
          props.onDonate(id, choice);
          return actions.donate(id, choice);
        }}
      />
      <NavigatorLog entries={entries} />
    </div>
  );
}

const meta = {
  title: 'Blocks/Donation',
  component: DonationBlock,
  subcomponents: { ChoiceChips },
  tags: ['autodocs', 'donation'],
  args: { block: readDonationBlock(HARBOUR), currency: 'USD', onDonate: fn(), headingLevel: 2 },
  argTypes: {
    block: {
      control: 'object',
      description:
        'The block’s settings, read by `readDonationBlock` (donatePageId, title, description, suggestedAmounts in cents, allowCustomAmount, allowRecurring, buttonText)',
    },
    currency: { control: 'select', options: ['USD', 'EUR', 'GBP', 'JPY'], description: 'The store currency' },
    onDonate: { description: 'Goes to donation checkout with (donatePageId, { amount, currency, frequency }): the commerce actions’ `donate`' },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3], description: 'The title’s level: 2 in a block, 1 on the donation page' },
    text: { control: 'object', description: 'The wording (default English, `ENGLISH_DONATION_TEXT`)' },
    startFolded: {
      control: 'boolean',
      description: 'Opens folded (title, description and the button, which unfolds the amounts): on a page, so the view fits the server’s box',
    },
  },
  render: (args) => <DonationOnSite {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DonationBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const radio = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('radio', { name });
const amountField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Other amount' });
const donateButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /^Donate/ });
const message = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-amount-message]');
const log = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-navigator-log]');

/** Four preset amounts, the first checked; the custom field empty. */
export const Presets: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Amount' })).toBeInTheDocument();
    await expect(radio(canvasElement, '$10')).toHaveAttribute('aria-checked', 'true');
    await expect(donateButton(canvasElement)).toHaveTextContent('Donate $10.00');
  },
};

/**
 * Opened folded, as on a page (`startFolded`): the title, the description and Donate, what the
 * server's markup showed in no more height; Donate unfolds the amounts and focuses the one chosen.
 */
export const Folded: Story = {
  args: { startFolded: true },
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Donate' })).toBeVisible();
  },
};

/** Folded, after Donate: the amounts unfolded, the focus on the checked one; nothing donated yet. */
export const Unfolded: Story = {
  args: { startFolded: true },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Donate' }));
    await waitFor(() => expect(radio(canvasElement, '$10')).toHaveFocus());
    await expect(donateButton(canvasElement)).toHaveTextContent('Donate $10.00');
    await expect(args.onDonate).not.toHaveBeenCalled();
  },
};

/**
 * The presets by keyboard, as the APG radio group has them (the shared radio group
 * contract): Tab reaches the checked amount only, arrows move and check (wrapping both
 * ways), Space checks the focused one; Tab then leaves for the amount field.
 */
export const Keyboard: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(radio(canvasElement, '$10')).toHaveFocus();
    await expectRadioGroupContract(canvasElement);
    await expect(radio(canvasElement, '$25')).toHaveAttribute('aria-checked', 'true');
    await userEvent.tab();
    await expect(amountField(canvasElement)).toHaveFocus();
    await expect(donateButton(canvasElement)).toHaveTextContent('Donate $25.00');
  },
};

/** An amount of the visitor’s own, typed: the presets are unchecked and the button names it. */
export const CustomAmount: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    await userEvent.type(amountField(canvasElement), '42.50');
    await expect(radio(canvasElement, '$10')).toHaveAttribute('aria-checked', 'false');
    await expect(donateButton(canvasElement)).toHaveTextContent('Donate $42.50');
    await expect(message(canvasElement)).toBeEmptyDOMElement();
  },
};

/** An amount over the maximum price: after Donate the message shows, the field is marked and focused, nothing is donated. */
export const InvalidAmount: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement, args }) => {
    await userEvent.type(amountField(canvasElement), '2000000');
    await userEvent.click(donateButton(canvasElement));
    await expect(message(canvasElement)).toHaveTextContent('Enter an amount of at most $1,000,000.00.');
    await expect(amountField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(amountField(canvasElement)).toHaveFocus();
    await expect(args.onDonate).not.toHaveBeenCalled();
    await expect(log(canvasElement)).toHaveTextContent('Nothing yet');
  },
};

/** Zero is not a gift: its own message. */
export const ZeroAmount: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await userEvent.type(amountField(canvasElement), '0');
    await userEvent.click(donateButton(canvasElement));
    await expect(message(canvasElement)).toHaveTextContent('Enter an amount greater than zero.');
  },
};

/** Text that is not an amount, told on leaving the field. */
export const NotANumber: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await userEvent.type(amountField(canvasElement), 'twenty');
    await userEvent.tab();
    await expect(message(canvasElement)).toHaveTextContent('Enter the amount as a number, like 25 or 25.50.');
  },
};

/** The block allows recurring gifts: one time or monthly; Monthly chosen. */
export const Recurring: Story = {
  args: { block: readDonationBlock({ ...HARBOUR, allowRecurring: true }) },
  parameters: visualParameters({ modes: ['desktop', 'mobile'] }),
  play: async ({ canvasElement }) => {
    await expect(radio(canvasElement, 'One time')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(radio(canvasElement, 'Monthly'));
    await userEvent.click(radio(canvasElement, '$25'));
    await expect(donateButton(canvasElement)).toHaveTextContent('Donate $25.00 monthly');
  },
};

/** Donate pressed: donation checkout with the donatePageId and the choice, in this window. */
export const DonateClicked: Story = {
  args: { block: readDonationBlock({ ...HARBOUR, allowRecurring: true }) },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement, args }) => {
    await userEvent.type(amountField(canvasElement), '40');
    await userEvent.click(radio(canvasElement, 'Monthly'));
    await userEvent.click(donateButton(canvasElement));
    await expect(args.onDonate).toHaveBeenCalledWith('dp-harbour', { amount: '40.00', currency: 'USD', frequency: 'monthly' });
    await waitFor(() =>
      expect(log(canvasElement)).toHaveTextContent(
        'Went to /checkout/donate?donatePageId=dp-harbour&amount=40.00&currency=USD&frequency=monthly in this window.',
      ),
    );
  },
};

/** Inside the admin preview frame: donation checkout loads in the top window. */
export const InAdminPreview: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  render: (args) => <DonationOnSite {...args} insideAdminFrame />,
  play: async ({ canvasElement }) => {
    await userEvent.click(donateButton(canvasElement));
    await waitFor(() =>
      expect(log(canvasElement)).toHaveTextContent(
        'Went to /checkout/donate?donatePageId=dp-harbour&amount=10.00&currency=USD&frequency=one-time in the top window',
      ),
    );
  },
};

/** A narrow column (260 px): the amounts wrap, the field fits. */
export const Narrow: Story = {
  args: { block: readDonationBlock({ ...HARBOUR, allowRecurring: true }) },
  parameters: visualParameters({ modes: ['desktop'] }),
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(amountField(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
  },
};

/** No presets: the amount is typed (yen, whole amounts only). */
export const CustomOnlyYen: Story = {
  args: { block: readDonationBlock({ donatePageId: 'dp-shrine', title: 'Temple garden fund' }), currency: 'JPY' },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
    await userEvent.type(amountField(canvasElement), '2500.5');
    await userEvent.click(donateButton(canvasElement));
    await expect(message(canvasElement)).toHaveTextContent('Enter a whole amount, without a decimal part.');
  },
};
