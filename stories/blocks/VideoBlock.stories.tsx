import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VideoBlock } from '../../src/blocks/video/VideoBlock';
import { visualParameters } from '../../.storybook/visual';
import { standInPlayer } from '../gallery/standInPlayer';

const standIn = (title: string) => `<iframe src="assets/video/player.html?title=${encodeURIComponent(title)}"></iframe>`;

const meta = {
  title: 'Blocks/Video',
  component: VideoBlock,
  tags: ['autodocs', 'content-blocks'],
  args: {
    embed: standIn('Harbour tour'),
    title: 'Harbour tour',
    poster: { src: 'assets/gallery/beach-noon.jpg', dimensions: { width: 640, height: 360 } },
    aspectRatio: 'auto',
    columns: 1,
  },
  argTypes: {
    embed: { control: 'text', description: 'The embed markup from the block data; only the player address inside it is used' },
    title: { control: 'text', description: 'The video’s title: the play control is “Play video: …” (untitled: “Video”)' },
    poster: { control: 'object', description: 'The poster (provider thumbnail or custom thumbnail): src, dimensions, focalPoint; null for a placeholder' },
    customThumbnail: { control: 'boolean', description: 'The poster is the owner’s custom thumbnail' },
    vimeoBasic: { control: 'boolean', description: 'The provider reported a Vimeo Basic account' },
    aspectRatio: { control: 'select', options: ['auto', 16 / 9, 4 / 3, 1], description: 'The placeholder: 65 % for Auto, otherwise 100 ÷ columns' },
    columns: { control: { type: 'number', min: 1, max: 6 }, description: 'The columns the video shares a row with' },
    mode: { control: 'inline-radio', options: [null, 'none', 'fit', 'fill'], description: 'How the player sits in the frame' },
    sizes: { control: 'text', description: 'The poster’s sizes attribute' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
        <p style={{ margin: '12px 0 0' }}>The text after the block stays where it is.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof VideoBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The poster with its play control; the frame keeps the poster’s 16:9. */
export const Poster: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Play video: Harbour tour' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Play pressed: the player (here the stand-in) in place of the poster, with focus in it. */
export const Playing: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play video: Harbour tour' }));
    const frame = await standInPlayer(canvasElement, 'Harbour tour');
    await expect(frame).toHaveFocus();
  },
};

/** No poster: a placeholder 65 % as high as it is wide (Auto). */
export const NoPosterPlaceholder: Story = {
  args: { poster: null, embed: standIn('Trail run'), title: 'Trail run' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[data-video-block]')!;
    const { width, height } = block.getBoundingClientRect();
    await expect(Math.round((height / width) * 100)).toBe(65);
    await expect(within(canvasElement).getByRole('button', { name: 'Play video: Trail run' })).toBeVisible();
  },
};

/** Markup with no player in it: the spec’s message, no play control. */
export const InvalidEmbed: Story = {
  args: { embed: '<p>Video</p>', title: 'Old upload', poster: { src: 'assets/gallery/city-night.jpg', dimensions: { width: 640, height: 427 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid video embed')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A Vimeo Basic account: the spec’s message instead of the play control. */
export const VimeoBasic: Story = {
  args: {
    embed: '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
    title: 'Studio tour',
    poster: { src: 'assets/gallery/harbour.jpg', dimensions: { width: 480, height: 600 } },
    vimeoBasic: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Vimeo Basic accounts are unsupported. Please share a video from a different account.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
