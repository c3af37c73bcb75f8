import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DonateButton, createCommerceActions, type DonateButtonProps } from '../../../src/commerce';
import { memoryCookieJar } from '../../../src/services/cookies/cookieJar';
import { visualParameters } from '../../../.storybook/visual';
import { NavigatorLog, useRecordingNavigator } from './recordingNavigator';

/** The donation block's button wired to the service's goToDonateCheckout over a recording navigator. */
function DonationOnPage({ insideAdminFrame, onDonate, ...props }: DonateButtonProps & { insideAdminFrame: boolean }) {
  const { navigator, entries } = useRecordingNavigator(insideAdminFrame);
  const actions = useMemo(() => createCommerceActions({ navigator, cookies: memoryCookieJar() }), [navigator]);
  return (
    <section style={{ display: 'grid', gap: 12, justifyItems: 'start', maxWidth: 520, color: 'var(--color-text)' }}>
      <h3 style={{ margin: 0, fontSize: 18 }}>Support the harbour clean-up</h3>
      <p style={{ margin: 0 }}>Every gift buys gloves, bags and a skip for the spring clean-up day.</p>
      <DonateButton
        {...props}
        onDonate={(id) => {
          onDonate(id);
          return actions.donate(id);
        }}
      />
      <NavigatorLog entries={entries} />
    </section>
  );
}

const meta = {
  title: 'Blocks/Commerce/Donate Button',
  component: DonateButton,
  tags: ['autodocs', 'commerce'],
  args: { donatePageId: '5f1a9c0e2b', onDonate: fn(), label: 'Donate', look: 'primary' },
  argTypes: {
    donatePageId: { control: 'text', description: 'The donation page the gift goes to' },
    onDonate: { description: 'Goes to donation checkout; on a page, createCommerceActions(…).donate' },
    label: { control: 'text', description: 'The button’s text (default “Donate”)' },
    look: { control: 'inline-radio', options: ['primary', 'secondary'], description: 'Filled or outlined' },
  },
} satisfies Meta<typeof DonateButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Captured on the desktop unless a story names more modes. Set per story: a story's modes merge into the meta's, so a mode the meta left out could not be added back. */
const desktop = visualParameters({ modes: ['desktop'] });

export const Idle: Story = {
  parameters: desktop,
  render: (args) => <DonationOnPage {...args} insideAdminFrame={false} />,
};

/** On a published page: donation checkout in this window. */
export const Donated: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  render: (args) => <DonationOnPage {...args} insideAdminFrame={false} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Donate' }));
    await expect(args.onDonate).toHaveBeenCalledWith('5f1a9c0e2b');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-navigator-log]')).toHaveTextContent('Went to /checkout/donate?donatePageId=5f1a9c0e2b in this window.'),
    );
  },
};

/** Inside the admin preview frame: donation checkout loads in the top window. */
export const DonatedInAdminPreview: Story = {
  parameters: desktop,
  render: (args) => <DonationOnPage {...args} insideAdminFrame />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Donate' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-navigator-log]')).toHaveTextContent('in the top window'));
  },
};
