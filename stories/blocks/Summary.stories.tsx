import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCarouselContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';
import { SummaryBlock } from '../../src/blocks/summary/SummaryBlock';
import { SummaryRendering } from '../../src/blocks/summary/SummaryRendering';
import { SanitizedHtml } from '../../src/primitives/untrustedHtml/SanitizedHtml';
import { SummaryCarousel } from '../../src/blocks/summary/SummaryCarousel';
import { WidgetFailureView, WidgetStatus } from '../../src/primitives/widget/WidgetStates';
import { SummaryPlaceholders } from '../../src/blocks/summary/SummaryPlaceholders';
import { EMPTY_SUMMARY_HINT } from '../../src/blocks/summary/SummaryRendering';
import { SiteEditorContext } from '../../src/primitives/siteEditor/SiteEditor';
import { ServicesProvider } from '../../src/primitives/services';
import { EVENT_ITEMS, JOURNAL_ITEMS, WidgetStoryPage, mswAnswering, receivedCalls, recordCalls, summaryHtml, widgetHandlers } from './summaryFixtures';

const JOURNAL = '64a1f0c2e4b0a1b2c3d4e5f6';
const EVENTS = '64a1f0c2e4b0a1b2c3d4e5f8';

const meta = {
  title: 'Blocks/Summary',
  component: SummaryBlock,
  subcomponents: { SummaryRendering, SummaryCarousel, SummaryPlaceholders, WidgetFailureView, WidgetStatus, ServicesProvider, SanitizedHtml },
  tags: ['autodocs', 'summary-blocks'],
  args: {
    settings: { collectionId: JOURNAL, blockVariantId: 1008, pageSize: 6, itemsPerRow: 3, headerText: 'From the journal' },
    elementId: 'block-summary-v2-007',
    blockType: '55',
  },
  argTypes: {
    settings: {
      control: 'object',
      description:
        'The block data, sent as the widget’s value: `blockVariantId` 1005–1008 (wall, carousel, list, grid) or `design`, `collectionId`, `collectionType` (`events`), `pageSize`, `itemsPerRow`, `imageAspectRatio`, `headerText`',
    },
    elementId: { control: 'text', description: 'The block element’s id; the call sends it without `block-`' },
    blockType: { control: 'text', description: 'The block’s data-block-type (55 when empty)' },
    locale: { control: 'text', description: 'The language of relative dates (default English)' },
    label: { control: 'text', description: 'The carousel’s name when the rendering has no heading' },
    onFailure: { description: 'Hears each failure (the runtime logs its cause)' },
    server: {
      control: 'object',
      description:
        'What the server already rendered in the block: `html`, `itemCount`, `hasContent`, `wrapperClasses`. With items they are shown without a call; without, its content stays while the call loads and when it fails',
    },
  },
  render: (args) => (
    <WidgetStoryPage>
      <SummaryBlock {...args} />
    </WidgetStoryPage>
  ),
  beforeEach: recordCalls(),
  parameters: mswAnswering(widgetHandlers.rendered(summaryHtml(JOURNAL_ITEMS))),
} satisfies Meta<typeof SummaryBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { canvasElement: HTMLElement };

const block = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-summary-block]')!;
// the rendered state's HTML goes in once sanitised: its content says when (data-summary-items)
const inState = async (canvasElement: HTMLElement, state: string) =>
  waitFor(() => {
    expect(block(canvasElement)).toHaveAttribute('data-summary-state', state);
    if (state === 'rendered') expect(canvasElement.querySelector('[data-summary-content][data-loading]')).toBeNull();
  });
const rendered = ({ canvasElement }: Canvas) => inState(canvasElement, 'rendered');

/** While the call is under way: grey stand-ins in the variant's layout take the rendering's space (static under reduced motion). */
export const Loading: Story = {
  parameters: { ...mswAnswering(widgetHandlers.pending), ...visualParameters({ modes: ['desktop', 'mobile', 'dark', 'reduced-motion'] }) },
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'loading');
    await expect(block(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-summary-placeholder]')).toHaveLength(6);
  },
};

/** The call got no answer: the dictionary's words and Retry; retrying while the network is still down fails again. */
export const Failed: Story = {
  parameters: mswAnswering(widgetHandlers.networkError),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await inState(canvasElement, 'failed');
    await expect(canvasElement.querySelector('[data-widget-failure] p')).toHaveTextContent('Network error. Unable to load. Try again.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Network error. Unable to load. Try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(receivedCalls).toHaveLength(2));
    await inState(canvasElement, 'failed');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The first call fails; Retry asks again and the items show. Focus stays on the block. */
export const RetryRecovers: Story = {
  beforeEach: recordCalls({ failures: 1 }),
  parameters: mswAnswering(widgetHandlers.failingFirst(summaryHtml(JOURNAL_ITEMS))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await inState(canvasElement, 'failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await rendered({ canvasElement });
    await expect(canvas.getByRole('link', { name: 'A morning above the clouds' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(receivedCalls).toHaveLength(2);
    await expect(block(canvasElement)).toHaveFocus();
  },
};

/** A published summary that holds its items (the server rendered them into the block): shown at once, no call made. */
export const ServerItems: Story = {
  args: {
    settings: { blockVariantId: 1008, itemsPerRow: 3, headerText: 'From the journal' },
    server: {
      html: summaryHtml(JOURNAL_ITEMS.slice(0, 3)),
      itemCount: 3,
      hasContent: true,
      wrapperClasses: ['summary-block-wrapper', 'summary-block-setting-design-autogrid'],
    },
  },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await rendered({ canvasElement });
    await expect(block(canvasElement)).toHaveAttribute('data-summary-source', 'server');
    await expect(canvasElement.querySelectorAll('.summary-item')).toHaveLength(3);
    await expect(receivedCalls).toHaveLength(0);
  },
};

/** A summary that holds only its header asks for its items; the call got no answer: the header stays as the server sent it, with no Retry. */
export const FailedKeepsServerHeader: Story = {
  args: {
    server: {
      html: '<div class="summary-block-wrapper"><header class="summary-block-header"><div class="summary-heading"><span class="summary-header-text">From the journal</span></div></header><div class="summary-item-list"></div></div>',
      itemCount: 0,
      hasContent: true,
      wrapperClasses: ['summary-block-wrapper'],
    },
  },
  parameters: { ...mswAnswering(widgetHandlers.networkError), ...visualParameters({ modes: ['desktop'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await inState(canvasElement, 'failed');
    await expect(canvas.getByText('From the journal')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Wall (1005): columns of items, each image at its own ratio. */
export const Wall: Story = {
  args: { settings: { collectionId: JOURNAL, blockVariantId: 1005, pageSize: 6, itemsPerRow: 3, headerText: 'From the journal' } },
  play: async ({ canvasElement }) => {
    await rendered({ canvasElement });
    await expect(block(canvasElement)).toHaveAttribute('data-summary-variant', 'wall');
    await expect(canvasElement.querySelectorAll('[data-summary-list] > .summary-item')).toHaveLength(6);
  },
};

/** Carousel (1006): three to a group (two on a phone), previous and next; the APG carousel contract passes. */
export const Carousel: Story = {
  args: { settings: { collectionId: JOURNAL, blockVariantId: 1006, pageSize: 6, itemsPerRow: 3, headerText: 'From the journal' } },
  play: async ({ canvasElement }) => {
    await rendered({ canvasElement });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '1 of 6' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous items' })).toBeDisabled();
    await expectCarouselContract(canvasElement, { next: /^Next items$/, previous: /^Previous items$/ });
  },
};

/** The next button pressed: the second group shows, the first is inert. */
export const CarouselNextGroup: Story = {
  args: Carousel.args,
  play: async ({ canvasElement }) => {
    await rendered({ canvasElement });
    const canvas = within(canvasElement);
    const first = canvas.getByRole('group', { name: '1 of 6' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next items' }));
    await waitFor(() => expect(first).toHaveAttribute('inert'));
    await expect(canvasElement.querySelector('[aria-label="4 of 6"]')).not.toHaveAttribute('inert');
  },
};

/** The arrow keys on the focused carousel move between groups (right, then left back, then right again). */
export const CarouselKeyboard: Story = {
  args: Carousel.args,
  play: async ({ canvasElement }) => {
    await rendered({ canvasElement });
    const carousel = canvasElement.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
    await expect(carousel).toHaveAccessibleName('From the journal');
    carousel.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(carousel).toHaveAttribute('data-summary-group', '1'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(carousel).toHaveAttribute('data-summary-group', '0'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(carousel).toHaveAttribute('data-summary-group', '1'));
    await expect(carousel).toHaveFocus();
  },
};

/** List (1007): image beside the text, one item to a row (stacked on a phone). */
export const List: Story = {
  args: { settings: { collectionId: JOURNAL, blockVariantId: 1007, pageSize: 3, imageAspectRatio: '4:3', headerText: 'From the journal' } },
  parameters: mswAnswering(widgetHandlers.rendered(summaryHtml(JOURNAL_ITEMS.slice(0, 3)))),
  play: async ({ canvasElement }) => {
    await rendered({ canvasElement });
    const time = canvasElement.querySelector('time')!;
    // past dates read as relative time; the server's date stays as the title
    await expect(time).toHaveAttribute('title', 'January 15, 2026');
    await expect(time.textContent).not.toBe('January 15, 2026');
  },
};

/** Grid (1008): rows of three (two on a phone), thumbnails 3:2. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    await rendered({ canvasElement });
    await expect(block(canvasElement)).toHaveAttribute('data-summary-variant', 'grid');
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(6);
  },
};

/** A summary of an events collection sends collectionId as a field of its own (000 §7); upcoming dates keep the server's text. */
export const EventCollection: Story = {
  args: {
    settings: { collectionId: EVENTS, collectionType: 'events', blockVariantId: 1007, pageSize: 3, headerText: 'Upcoming events' },
    elementId: 'block-summary-events',
  },
  parameters: mswAnswering(widgetHandlers.eventsNeedCollectionId(summaryHtml(EVENT_ITEMS, 'Upcoming events'))),
  play: async ({ canvasElement }) => {
    await rendered({ canvasElement });
    await expect(receivedCalls).toHaveLength(1);
    const sent = receivedCalls[0]!;
    await expect(sent.collectionId).toBe(EVENTS);
    await expect(JSON.parse(sent.widgetJSON ?? '{}')).toEqual({
      type: 55,
      id: 'summary-events',
      value: { collectionId: EVENTS, collectionType: 'events', blockVariantId: 1007, pageSize: 3, headerText: 'Upcoming events' },
    });
    await expect(within(canvasElement).getByText('Sunday, March 14, 2027 at 6:00 PM')).toBeVisible();
  },
};

/** A collection with no items: visitors see the server's markup (its heading) and nothing more. */
export const EmptyCollection: Story = {
  parameters: mswAnswering(widgetHandlers.rendered(summaryHtml([], 'In the press'))),
  play: async ({ canvasElement }) => {
    await rendered({ canvasElement });
    await expect(canvasElement.querySelector('[data-summary-items]')).toHaveAttribute('data-summary-items', '0');
    await expect(within(canvasElement).getByRole('heading', { name: 'In the press' })).toBeVisible();
    await expect(within(canvasElement).queryByText(EMPTY_SUMMARY_HINT)).toBeNull();
  },
};

/** The same empty collection in the site editor: a hint for the owner. */
export const EmptyCollectionInEditor: Story = {
  parameters: mswAnswering(widgetHandlers.rendered(summaryHtml([], 'In the press'))),
  render: (args) => (
    <SiteEditorContext.Provider value={true}>
      <WidgetStoryPage>
        <SummaryBlock {...args} />
      </WidgetStoryPage>
    </SiteEditorContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    await rendered({ canvasElement });
    await expect(within(canvasElement).getByText(EMPTY_SUMMARY_HINT)).toBeVisible();
  },
};
