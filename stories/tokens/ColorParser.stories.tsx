import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ColorParserPlayground } from './components/ColorParserPlayground';

const meta = {
  title: 'Tokens/Colour Parser',
  component: ColorParserPlayground,
  args: { initialValue: '' },
  argTypes: {
    initialValue: { control: 'text', description: 'Text to parse when the story opens' },
  },
} satisfies Meta<typeof ColorParserPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeColor(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const input = canvas.getByLabelText('Colour string');
  await userEvent.clear(input);
  await userEvent.type(input, text);
  return canvas;
}

/** The value cell of a row of the parsed-colour table. */
function cell(canvasElement: HTMLElement, header: string): string {
  const th = within(canvasElement).getByRole('rowheader', { name: header });
  return th.parentElement?.querySelector('td')?.textContent ?? '';
}

export const Empty: Story = {};

export const Hex: Story = {
  play: async ({ canvasElement }) => {
    await typeColor(canvasElement, '#2A6FDB');
    await expect(cell(canvasElement, 'userFormat')).toBe('hex');
    await expect(cell(canvasElement, 'Hex')).toBe('#2a6fdb');
  },
};

export const RgbaWithAlpha: Story = {
  play: async ({ canvasElement }) => {
    await typeColor(canvasElement, 'rgba(300, 20, 60, 0.456)');
    await expect(cell(canvasElement, 'In its format')).toBe('rgba(255, 20, 60, 0.46)');
    await expect(cell(canvasElement, 'Hex')).toMatch(/^Hex output requires an alpha of 1/);
  },
};

export const HslWrapped: Story = {
  play: async ({ canvasElement }) => {
    await typeColor(canvasElement, 'hsl(400, 50%, 50%)');
    await expect(cell(canvasElement, 'In its format')).toBe('hsl(40, 50%, 50%)');
  },
};

export const Hwb: Story = {
  play: async ({ canvasElement }) => {
    await typeColor(canvasElement, 'hwb(200 10% 20%)');
    await expect(cell(canvasElement, 'userFormat')).toBe('hsl');
    await expect(cell(canvasElement, 'RGB')).toBe('rgb(25, 145, 204)');
  },
};

export const NamedColour: Story = {
  play: async ({ canvasElement }) => {
    await typeColor(canvasElement, 'rebeccapurple');
    await expect(cell(canvasElement, 'userFormat')).toBe('hex');
    await expect(cell(canvasElement, 'In its format')).toBe('#663399');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeColor(canvasElement, '#abcd');
    await expect(canvas.getByText(/parses to nothing/)).toBeVisible();
  },
};

export const NotAString: Story = {
  args: { initialValue: 42 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/TypeError: A colour string is required, received number/)).toBeVisible();
  },
};
