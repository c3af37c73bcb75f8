import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterBlock } from '../../src/blocks/newsletter';
import { FORM_MESSAGES } from '../../src/services/forms';
import { visualParameters } from '../../.storybook/visual';
import { formStoryParameters, mswWith, newsletterForm, renderOnStoryPage, saveHandlers, sharedFormArgTypes, StoryPage, type Canvas } from './formFixtures';

const meta = {
  title: 'Blocks/Newsletter',
  component: NewsletterBlock,
  tags: ['autodocs', 'form-blocks'],
  args: {
    definition: newsletterForm,
    title: 'Fresh from the roaster',
    description: 'One short email when a new bean lands. No more than twice a month.',
    submissionText: 'You’re on the list. See you at the next roast!',
  },
  argTypes: {
    definition: { control: 'object', description: 'The form as read from the block JSON; always sent as a newsletter' },
    title: { control: 'text', description: 'The block’s heading' },
    description: { control: 'text', description: 'The text under the heading' },
    submissionText: { control: 'text', description: 'The post-submit message' },
    submissionHtml: { control: 'text', description: 'The post-submit HTML; scripts inside run again' },
    redirectUrl: { control: 'text', description: 'Where a successful sign-up goes instead' },
    ...sharedFormArgTypes,
  },
  render: renderOnStoryPage(NewsletterBlock),
  parameters: formStoryParameters,
} satisfies Meta<typeof NewsletterBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signUp(canvas: Canvas, email = 'sam@harbour.example') {
  await userEvent.type(canvas.getByLabelText('First name'), 'Sam');
  await userEvent.type(canvas.getByLabelText(/^Email address/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.newsletter-block')).toHaveAttribute('data-layout', 'newsletter');
  },
};

/** In a 300 px column: under 320 px of container width the fields and button stack. */
export const Narrow: Story = {
  render: (args) => (
    <StoryPage>
      <div style={{ width: 300 }}>
        <NewsletterBlock {...args} />
      </div>
    </StoryPage>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.newsletter-block')).toHaveAttribute('data-layout', 'newsletter-stacked'));
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signUp(canvas);
    const message = await canvas.findByRole('status');
    await expect(message).toHaveTextContent('You’re on the list.');
    await waitFor(() => expect(canvasElement.querySelector('[data-tracked]')).toHaveTextContent('newsletter subscribe 64f0c0ffee0000000000ne75'));
  },
};

/** A 400 with an errors map: the message on its field, and no error-above message for a newsletter. */
export const Errors: Story = {
  parameters: mswWith(saveHandlers.fieldErrors({ 'email-2': 'This address is already subscribed.' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signUp(canvas);
    await canvas.findByText('This address is already subscribed.');
    await expect(canvas.getByLabelText(/^Email address/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(FORM_MESSAGES.errorAbove)).toBeNull();
  },
};

/** Nothing typed: the required email's message, the values kept. */
export const RequiredEmail: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await canvas.findByText(FORM_MESSAGES.required);
  },
};

/**
 * As a published block reads: the owner's rich description (bold, italics, a link) and footnote shown as written,
 * the block centred and its fields and button stacked, as the page's wrapper classes ask.
 */
export const AsPublished: Story = {
  args: {
    description: undefined,
    descriptionHtml:
      '<p>One <strong>short</strong> email when a new bean lands. Read <a href="#past-letters">past letters</a> first, <em>if you like</em>.</p>',
    footnoteHtml: '<p>One click unsubscribes, always.</p>',
    align: 'center',
    stacked: true,
  },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'past letters' })).toHaveAttribute('href', '#past-letters');
    await expect(canvas.getByText('One click unsubscribes, always.')).toBeVisible();
    await expect(canvasElement.querySelector('.newsletter-block')).toHaveAttribute('data-layout', 'newsletter-stacked');
  },
};
