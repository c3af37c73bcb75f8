/**
 * The keyboard-contract helpers tested against small reference widgets: each contract
 * must pass on a widget that follows its APG pattern and fail on one that breaks it.
 * Component stories call the same helpers in their play functions.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ContractError,
  expectAccordionContract,
  expectCarouselContract,
  expectDialogContract,
  expectTabsContract,
  expectTooltipContract,
} from '../../a11y-tests/keyboard';
import { ReferenceTabs } from './fixtures/ReferenceTabs';
import { ReferenceAccordion } from './fixtures/ReferenceAccordion';
import { ReferenceDialog } from './fixtures/ReferenceDialog';
import { ReferenceTooltip } from './fixtures/ReferenceTooltip';
import { ReferenceCarousel } from './fixtures/ReferenceCarousel';
import { IGNORES_ARGS } from '../../.storybook/controls';

const meta = {
  title: 'Farm/Keyboard Contracts',
  component: ReferenceTabs,
  tags: ['!autodocs'],
  args: { labels: ['Weekdays', 'Saturday', 'Sunday'] },
} satisfies Meta<typeof ReferenceTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectBreach(run: Promise<void>, message: RegExp) {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  await expect(error).toBeInstanceOf(ContractError);
  await expect((error as Error).message).toMatch(message);
}

/** A breach is expected: no need to wait long for a change that will not come. */
const BREACH = { timeout: 100 };

const ITEMS: Array<[string, string]> = [
  ['Shipping', 'Orders ship within two working days.'],
  ['Returns', 'Return unworn items within 30 days.'],
];
const SLIDES = ['Linen shirt', 'Canvas tote', 'Wool scarf'];

export const TabsFollowThePattern: Story = {
  play: async ({ canvasElement }) => expectTabsContract(canvasElement),
};

export const TabsThatDoNotWrapFail: Story = {
  args: { wrap: false },
  play: async ({ canvasElement }) => expectBreach(expectTabsContract(canvasElement), /on the last tab \(focus wraps to the first\)/),
};

export const AccordionFollowsThePattern: Story = {
  parameters: IGNORES_ARGS,
  render: () => <ReferenceAccordion items={ITEMS} />,
  play: async ({ canvasElement }) => expectAccordionContract(canvasElement),
};

export const AccordionIgnoringSpaceFails: Story = {
  parameters: IGNORES_ARGS,
  render: () => <ReferenceAccordion items={ITEMS} spaceToggles={false} />,
  play: async ({ canvasElement }) => expectBreach(expectAccordionContract(canvasElement, BREACH), /Space on .* must toggle it back/),
};

export const DialogFollowsThePattern: Story = {
  parameters: IGNORES_ARGS,
  render: () => <ReferenceDialog />,
  play: async ({ canvasElement }) => expectDialogContract(within(canvasElement).getByRole('button', { name: 'Rename gallery' })),
};

export const DialogLosingFocusFails: Story = {
  parameters: IGNORES_ARGS,
  render: () => <ReferenceDialog returnFocus={false} />,
  play: async ({ canvasElement }) =>
    expectBreach(expectDialogContract(within(canvasElement).getByRole('button', { name: 'Rename gallery' }), BREACH), /focus must return to the opener/),
};

export const TooltipFollowsThePattern: Story = {
  parameters: IGNORES_ARGS,
  render: () => <ReferenceTooltip />,
  play: async ({ canvasElement }) => expectTooltipContract(within(canvasElement).getByRole('button', { name: 'Shipping' })),
};

export const TooltipIgnoringEscapeFails: Story = {
  parameters: IGNORES_ARGS,
  render: () => <ReferenceTooltip escapeHides={false} />,
  play: async ({ canvasElement }) =>
    expectBreach(expectTooltipContract(within(canvasElement).getByRole('button', { name: 'Shipping' }), BREACH), /Escape must hide the tooltip/),
};

export const CarouselFollowsThePattern: Story = {
  parameters: IGNORES_ARGS,
  render: () => <ReferenceCarousel slides={SLIDES} />,
  play: async ({ canvasElement }) => expectCarouselContract(canvasElement),
};

export const CarouselWithDeadControlsFails: Story = {
  parameters: IGNORES_ARGS,
  render: () => <ReferenceCarousel slides={SLIDES} working={false} />,
  play: async ({ canvasElement }) => expectBreach(expectCarouselContract(canvasElement, BREACH), /must change the shown slide/),
};
