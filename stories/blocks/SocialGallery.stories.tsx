import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SocialGalleryBlock } from '../../src/blocks/socialGallery/SocialGalleryBlock';
import { WidgetFailureView } from '../../src/primitives/widget/WidgetStates';
import { WidgetStoryPage, mswAnswering, receivedCalls, recordCalls, socialGalleryHtml, widgetHandlers } from './summaryFixtures';

const meta = {
  title: 'Blocks/Social Gallery',
  component: SocialGalleryBlock,
  subcomponents: { WidgetFailureView },
  tags: ['autodocs', 'summary-blocks'],
  args: { settings: { itemsPerRow: 4, pageSize: 8 }, elementId: 'block-social-gallery', blockType: '' },
  argTypes: {
    settings: { control: 'object', description: 'The block data, sent as the widget’s value: `itemsPerRow` (default 4), `pageSize` (default 8)' },
    elementId: { control: 'text', description: 'The block element’s id; the call sends it without `block-`' },
    blockType: { control: 'text', description: 'The block’s data-block-type; "instagram" is sent when it holds no number' },
    onFailure: { description: 'Hears each failure (the runtime logs its cause)' },
  },
  render: (args) => (
    <WidgetStoryPage>
      <SocialGalleryBlock {...args} />
    </WidgetStoryPage>
  ),
  beforeEach: recordCalls(),
  parameters: mswAnswering(widgetHandlers.rendered(socialGalleryHtml())),
} satisfies Meta<typeof SocialGalleryBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const gallery = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-social-gallery]')!;
// the rendered state's HTML goes in once sanitised: its content says when (data-loading gone)
const inState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => {
    expect(gallery(canvasElement)).toHaveAttribute('data-summary-state', state);
    if (state === 'rendered') expect(canvasElement.querySelector('[data-summary-content][data-loading]')).toBeNull();
  });

/** The feed's images in a grid of squares, four to a row (two on a phone). */
export const Rendered: Story = {
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'rendered');
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(8);
    await expect(JSON.parse(receivedCalls[0]?.widgetJSON ?? '{}')).toEqual({ type: 'instagram', id: 'social-gallery', value: { itemsPerRow: 4, pageSize: 8 } });
  },
};

/** While the call is under way: grey squares. */
export const Loading: Story = {
  parameters: mswAnswering(widgetHandlers.pending),
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'loading');
    await expect(canvasElement.querySelectorAll('[data-summary-placeholder]')).toHaveLength(8);
  },
};

/** The call failed: the dictionary's words and Retry, which brings the images once the network is back. */
export const FailedThenRetried: Story = {
  beforeEach: recordCalls({ failures: 1 }),
  parameters: mswAnswering(widgetHandlers.failingFirst(socialGalleryHtml())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await inState(canvasElement, 'failed');
    await expect(canvas.getByRole('status')).toHaveTextContent('Network error. Unable to load. Try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await inState(canvasElement, 'rendered');
    await expect(canvas.getAllByRole('link')).toHaveLength(8);
  },
};

/** The failure state itself. */
export const Failed: Story = {
  parameters: mswAnswering(widgetHandlers.networkError),
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'failed');
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
