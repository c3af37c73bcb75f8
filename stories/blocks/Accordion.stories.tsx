import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Accordion } from '../../src/blocks/accordion/Accordion';
import type { AccordionItemData } from '../../src/blocks/accordion/accordion.rules';
import { expectAccordionContract, expectAccordionHeaderKeysContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';

const ITEMS: AccordionItemData[] = [
  {
    title: 'When will my order ship?',
    content:
      'Orders placed before noon ship the same working day.\nEverything else ships the next morning.\n\nYou get a tracking link by email as soon as the parcel leaves us.',
  },
  { title: 'Can I return something?', content: 'Return unworn items within 30 days for a full refund. Returns are free within the country.' },
  { title: 'Do you ship abroad?', content: 'We ship to most of Europe and North America. Duties are shown at checkout, so nothing is due on delivery.' },
  { title: 'How do I care for linen?', content: 'Wash cool, line dry, and iron while still damp.' },
];

const meta = {
  title: 'Blocks/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { items: ITEMS, allowMultiple: false, firstExpanded: false, headingLevel: 3, onToggle: fn() },
  argTypes: {
    items: { control: 'object', description: 'The items: { title, content }; content is plain text, a blank line starts a paragraph' },
    allowMultiple: { control: 'boolean', description: 'Several items may be open at once; otherwise opening one closes the others' },
    firstExpanded: { control: 'boolean', description: 'The first item starts expanded (read when the block mounts)' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6], description: 'Heading level of the item titles (default 3)' },
    layout: {
      control: 'object',
      description:
        'The published block’s own settings: dividers (between, above the first, below the last), title and description alignment, the description’s placement, the icon’s side (default: dividers all round, left, icon right)',
    },
    onToggle: { description: 'Called with (index, open) after an item opens or closes; not for ignored clicks' },
    clock: { control: false, description: 'Clock and timer of the 250 ms click lock; the browser’s by default (tests pass their own)' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const headers = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('button');
const header = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });
const expanded = (canvasElement: HTMLElement) => headers(canvasElement).map((h) => h.getAttribute('aria-expanded'));

/** Waits until the 250 ms animation is over and clicks count again. */
async function animationOver(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector('[data-accordion]')!;
  await waitFor(() => expect(root).not.toHaveAttribute('data-animating'));
}

/** Every item closed: only the titles show. */
export const Closed: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(expanded(canvasElement)).toEqual(['false', 'false', 'false', 'false']);
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** The block’s “first item expanded” setting: the first answer shows when the page opens. */
export const FirstExpanded: Story = {
  args: { firstExpanded: true },
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(expanded(canvasElement)).toEqual(['true', 'false', 'false', 'false']);
    await expect(within(canvasElement).getByRole('region', { name: 'When will my order ship?' })).toHaveTextContent('tracking link');
  },
};

/** A published block’s layout: no dividers, centred titles and descriptions, the icon on the left; the first item expanded. */
export const PublishedLayout: Story = {
  args: {
    firstExpanded: true,
    layout: {
      dividers: false,
      firstDivider: false,
      lastDivider: false,
      titleAlignment: 'center',
      descriptionAlignment: 'center',
      descriptionPlacement: 'center',
      iconPlacement: 'left',
    },
  },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(expanded(canvasElement)).toEqual(['true', 'false', 'false', 'false']);
    await expect(getComputedStyle(headers(canvasElement)[0]!).flexDirection).toBe('row-reverse');
  },
};

/** A visitor opened one item. */
export const OneOpen: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(header(canvasElement, 'Can I return something?'));
    await expect(expanded(canvasElement)).toEqual(['false', 'true', 'false', 'false']);
    await expect(args.onToggle).toHaveBeenCalledWith(1, true);
    await animationOver(canvasElement);
  },
};

/** With multiple allowed, opening another item leaves the first open. */
export const SeveralOpen: Story = {
  args: { allowMultiple: true },
  parameters: visualParameters({ modes: ['desktop', 'mobile'] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(header(canvasElement, 'When will my order ship?'));
    await animationOver(canvasElement);
    await userEvent.click(header(canvasElement, 'Do you ship abroad?'));
    await animationOver(canvasElement);
    await expect(expanded(canvasElement)).toEqual(['true', 'false', 'true', 'false']);
  },
};

/**
 * Single mode: opening a second item closes the first; a click during the 250 ms
 * animation is ignored.
 */
export const SingleModeSwitches: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(header(canvasElement, 'When will my order ship?'));
    // at once (a synchronous click, no pointer simulation), while the first item is still opening: ignored
    header(canvasElement, 'How do I care for linen?').click();
    await expect(expanded(canvasElement)).toEqual(['true', 'false', 'false', 'false']);
    await animationOver(canvasElement);
    await userEvent.click(header(canvasElement, 'Can I return something?'));
    await expect(expanded(canvasElement)).toEqual(['false', 'true', 'false', 'false']);
    await expect(args.onToggle).toHaveBeenCalledTimes(3);
    await animationOver(canvasElement);
  },
};

/**
 * Keyboard only: Tab reaches the first title; ArrowDown and ArrowUp move between titles
 * and wrap, Home and End jump (the header-keys contract); Enter opens the first item;
 * End, then Space opens the last, closing the first.
 */
export const Keyboard: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    const [first, , , last] = headers(canvasElement) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expectAccordionHeaderKeysContract(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await animationOver(canvasElement);
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(expanded(canvasElement)).toEqual(['false', 'false', 'false', 'true']);
    await animationOver(canvasElement);
  },
};

/**
 * Reduced motion: items open and close at once, so no click is ignored; the APG
 * accordion keyboard contract holds.
 */
export const ReducedMotion: Story = {
  globals: { reducedMotion: 'reduce' },
  parameters: visualParameters({ modes: ['reduced-motion'] }),
  play: async ({ canvasElement }) => {
    await expectAccordionContract(canvasElement);
    await userEvent.click(header(canvasElement, 'When will my order ship?'));
    await expect(canvasElement.querySelector('[data-accordion]')).not.toHaveAttribute('data-animating');
    await userEvent.click(header(canvasElement, 'Do you ship abroad?'));
    await expect(expanded(canvasElement)).toEqual(['false', 'false', 'true', 'false']);
  },
};
