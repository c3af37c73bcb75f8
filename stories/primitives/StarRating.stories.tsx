import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarRating, type StarRatingProps } from '../../src/primitives/starRating/StarRating';
import { expectRadioGroupContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';

/** The rating holding its value, as a form does; `args.value` is where it starts. */
function HeldStarRating(args: StarRatingProps) {
  const [value, setValue] = useState(args.value);
  return (
    <StarRating
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Blocks/Star Rating',
  component: StarRating,
  tags: ['autodocs', 'reviews-request'],
  args: { value: 0, onChange: fn(), label: 'Rating', count: 5, required: true, invalid: false, disabled: false },
  argTypes: {
    value: { control: { type: 'number', min: 0, max: 5 }, description: 'The chosen rating, 1 to count; 0 while none is chosen' },
    onChange: { description: 'Called with the star chosen (click, arrow keys, Space)' },
    count: { control: { type: 'number', min: 2, max: 10 }, description: 'How many stars (default 5)' },
    label: { control: 'text', description: 'The group’s name when no visible label names it' },
    labelledBy: { control: 'text', description: 'The id of a visible label naming the group' },
    describedBy: { control: 'text', description: 'Ids of an error or a hint read with the group' },
    required: { control: 'boolean', description: 'A star must be chosen (aria-required)' },
    invalid: { control: 'boolean', description: 'Marks the group invalid (aria-invalid); pair it with describedBy' },
    disabled: { control: 'boolean', description: 'Shown but not changeable (while a review is being sent)' },
    id: { control: 'text', description: 'The group element’s id' },
  },
  render: (args) => <HeldStarRating {...args} />,
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No star chosen: the first star is the one tab stop. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    await expect(radios.map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  },
};

/** Four stars chosen. */
export const Rated: Story = {
  args: { value: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** Keyboard only: Tab reaches the stars, the arrows choose (wrapping), Space chooses; the APG contract holds. */
export const RatedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectRadioGroupContract(canvasElement);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

/** The pointer over the fifth star previews five while two stay chosen and the focus stays put. */
export const HoverPreview: Story = {
  args: { value: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: '2 stars' }).focus();
    await userEvent.hover(canvas.getByRole('radio', { name: '5 stars' }));
    await expect(canvasElement.querySelectorAll('[data-preview]')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toHaveFocus();
  },
};

/** Sent without a star: marked invalid and described by the spec’s message. */
export const Invalid: Story = {
  args: { invalid: true, describedBy: 'rating-error' },
  render: (args) => (
    <div>
      <p id="rating-error" style={{ margin: '0 0 4px', fontWeight: 600 }}>
        Please select a star rating
      </p>
      <HeldStarRating {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { description: 'Please select a star rating' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While a review is being sent: three stars shown, nothing changes. */
export const Disabled: Story = {
  args: { value: 3, disabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '5 stars' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
  },
};
