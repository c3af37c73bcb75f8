import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VideoSlide } from '../../src/primitives/video/VideoSlide';
import { sampleVideo } from './sampleSlides';
import { standInPlayer } from './standInPlayer';

const harbour = sampleVideo({ id: 'harbour', title: 'Harbour tour', poster: 'beach-noon.jpg' });
const trail = sampleVideo({ id: 'trail', title: 'Trail run' });

const meta = {
  title: 'Gallery/Video Slide',
  component: VideoSlide,
  args: { slide: harbour, name: 'Harbour tour' },
  argTypes: {
    slide: { control: 'object', description: 'The video slide, as read from the slide markup (data-html holds the embed)' },
    name: { control: 'text', description: 'What the video is called; the play control is "Play video: …"' },
    inactive: { control: 'boolean', description: 'Not the current slide of a strip: the play control does nothing' },
    customFeaturedImage: { control: 'boolean', description: 'The owner replaced the thumbnail (video block data)' },
    vimeoBasic: { control: 'boolean', description: 'The provider reported a Vimeo Basic account' },
    mode: { control: 'inline-radio', options: [null, 'none', 'fit', 'fill'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, aspectRatio: '16 / 9' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoSlide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The poster with its play control. */
export const Poster: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Play video: Harbour tour' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** No featured image: a placeholder (the layouts give it 16:9). */
export const NoPoster: Story = { args: { slide: trail, name: 'Trail run' } };

/** Clicking play loads the player (here the stand-in) in place of the poster, and focus moves into it. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play video: Harbour tour' }));
    const frame = await standInPlayer(canvasElement, 'Harbour tour');
    await expect(frame).toHaveFocus();
  },
};

/** Enter and Space on the play control start the video too. */
export const PlayedFromTheKeyboard: Story = {
  args: { slide: trail, name: 'Trail run' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Play video: Trail run' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await standInPlayer(canvasElement, 'Trail run');
  },
};

/** A strip slide that is not current: its play control is marked disabled and does nothing. */
export const Inactive: Story = {
  args: { inactive: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Play video: Harbour tour' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Markup with no player in it: the spec's message, and no play control. */
export const InvalidEmbed: Story = {
  args: { slide: sampleVideo({ id: 'old', title: 'Old upload', poster: 'city-night.jpg', embed: '<p>Video</p>' }), name: 'Old upload' },
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByText('Invalid video embed');
    await expect(message).toBeVisible();
    // the video's name is read out with the message
    await expect(message).toHaveTextContent('Old upload: Invalid video embed');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A custom featured image over markup that is not an embed: the spec's featured-image message. */
export const CustomFeaturedImageInvalid: Story = {
  args: {
    slide: sampleVideo({ id: 'promo', title: 'Spring promo', poster: 'meadow.jpg', embed: 'https://example.com/promo' }),
    name: 'Spring promo',
    customFeaturedImage: true,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.'),
    ).toBeVisible();
  },
};

/** A Vimeo Basic account: the spec's message instead of the play control. */
export const VimeoBasicAccount: Story = {
  args: {
    slide: sampleVideo({ id: 'vimeo', title: 'Studio tour', poster: 'harbour.jpg', embed: '<iframe src="https://player.vimeo.com/video/76979871"></iframe>' }),
    name: 'Studio tour',
    vimeoBasic: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Vimeo Basic accounts are unsupported. Please share a video from a different account.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Two videos on a page: starting the second returns the first to its poster. */
export const OneAtATime: Story = {
  decorators: [
    () => (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, maxWidth: 560 }}>
        <div style={{ aspectRatio: '16 / 9' }}>
          <VideoSlide slide={harbour} name="Harbour tour" />
        </div>
        <div style={{ aspectRatio: '16 / 9' }}>
          <VideoSlide slide={trail} name="Trail run" />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play video: Harbour tour' }));
    await standInPlayer(canvasElement, 'Harbour tour');
    await userEvent.click(canvas.getByRole('button', { name: 'Play video: Trail run' }));
    await standInPlayer(canvasElement, 'Trail run');
    await expect(canvasElement.querySelectorAll('iframe')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Play video: Harbour tour' })).toBeVisible();
  },
};
