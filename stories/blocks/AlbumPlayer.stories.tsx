import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlbumPlayer } from '../../src/blocks/audio/AlbumPlayer';
import { readAlbumBlock } from '../../src/blocks/audio/album.rules';
import { visualParameters } from '../../.storybook/visual';
import { AUDIO_FILES, PlayerFrame, StandInAlbumPlayer } from './audioStorySupport';

const TRACKS = [
  { url: AUDIO_FILES.tides[0], title: 'Low tide', author: 'The studio', durationMs: 1000 },
  { url: AUDIO_FILES.tides[1], title: 'Turning tide', author: 'The studio', durationMs: 1000 },
  { url: AUDIO_FILES.tides[2], title: 'High tide', author: 'The studio', durationMs: 1000 },
];

/** An album of 64 tracks as the block’s reader takes it: 60 shown, 4 counted. */
const LONG_ALBUM = readAlbumBlock({
  title: 'Every tide of the year',
  artist: 'The studio',
  // the reader takes http(s) addresses and paths on the site (the stand-in engine plays these stories)
  tracks: Array.from({ length: 64 }, (_, i) => ({ title: `Tide ${i + 1}`, url: `/${AUDIO_FILES.tides[i % 3]}`, durationInMs: 1000 })),
});

const meta = {
  title: 'Blocks/Album',
  component: AlbumPlayer,
  tags: ['autodocs', 'audio'],
  args: { title: 'Tides', artist: 'The studio', tracks: TRACKS, hiddenTrackCount: 0, showDownload: false, design: 'minimal', headingLevel: 3 },
  argTypes: {
    title: { control: 'text', description: 'The album’s title, a heading above the player (none when empty)' },
    artist: { control: 'text', description: 'The album’s artist, under the title; stands in for a track without an author' },
    tracks: { control: 'object', description: 'The tracks in order: url, title, author, durationMs (the reader keeps at most 60)' },
    hiddenTrackCount: { control: { type: 'number', min: 0 }, description: 'Tracks past the cap of 60, not shown; the album says how many' },
    showDownload: { control: 'boolean', description: 'Offer a link that downloads the current track' },
    design: { control: 'inline-radio', options: ['minimal', 'legacy'], description: 'The player’s design' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6], description: 'Heading level of the album title (default 3)' },
    engine: { control: false, description: 'The medium; an Audio element by default (these stories pass a stand-in where time must not move)' },
  },
  decorators: [
    (Story) => (
      <PlayerFrame>
        <Story />
      </PlayerFrame>
    ),
  ],
} satisfies Meta<typeof AlbumPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const trackButtons = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list')).getAllByRole('button');
const currentTrack = (canvasElement: HTMLElement) => trackButtons(canvasElement).findIndex((b) => b.getAttribute('aria-current') === 'true');
const status = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-audio-player]')?.getAttribute('data-status');

/** Three tracks on the real files: the first is current, nothing plays. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Tides' })).toBeVisible();
    await expect(trackButtons(canvasElement).map((b) => b.textContent)).toEqual(['1Low tide0:01', '2Turning tide0:01', '3High tide0:01']);
    await expect(currentTrack(canvasElement)).toBe(0);
    await expect(within(canvasElement).getByRole('button', { name: 'Previous track' })).toBeDisabled();
    await waitFor(() => expect(within(canvasElement).getByRole('slider')).toHaveAttribute('aria-valuetext', '0:00 of 0:01'));
  },
};

/** A track picked by keyboard (Tab to it, Enter): it is marked current and plays. */
export const TrackPlayedByKeyboard: Story = {
  render: (args) => <StandInAlbumPlayer {...args} />,
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    trackButtons(canvasElement)[0]!.focus();
    await userEvent.tab();
    await expect(trackButtons(canvasElement)[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status(canvasElement)).toBe('playing'));
    await expect(currentTrack(canvasElement)).toBe(1);
    await expect(within(canvasElement).getByRole('group', { name: 'Audio: Turning tide' })).toBeVisible();
  },
};

/** The first track played to its end: the player moved on to the second, which plays. */
export const AdvancesAtTheEnd: Story = {
  render: (args) => <StandInAlbumPlayer {...args} standIn={{ playThrough: [AUDIO_FILES.tides[0]] }} />,
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(currentTrack(canvasElement)).toBe(1));
    await waitFor(() => expect(status(canvasElement)).toBe('playing'));
    await expect(within(canvasElement).getByRole('button', { name: 'Pause' })).toBeVisible();
  },
};

/** Next track, then Previous, by the buttons beside the player. */
export const NextAndPrevious: Story = {
  render: (args) => <StandInAlbumPlayer {...args} />,
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next track' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next track' }));
    await expect(currentTrack(canvasElement)).toBe(2);
    await expect(canvas.getByRole('button', { name: 'Next track' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous track' }));
    await expect(currentTrack(canvasElement)).toBe(1);
    await expect(status(canvasElement)).toBe('idle');
  },
};

/** More than 60 tracks: the first 60 listed (the list scrolls), and a note of the 4 not shown. */
export const SixtyTrackCap: Story = {
  args: { title: LONG_ALBUM.title, artist: LONG_ALBUM.artist, tracks: LONG_ALBUM.tracks, hiddenTrackCount: LONG_ALBUM.hiddenTrackCount },
  render: (args) => <StandInAlbumPlayer {...args} />,
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(trackButtons(canvasElement)).toHaveLength(60);
    await expect(within(canvasElement).getByText('This album shows its first 60 tracks; 4 more tracks are not shown.')).toBeVisible();
  },
};

/** Reduced motion: the current track’s bars stand still while it plays. */
export const ReducedMotion: Story = {
  globals: { reducedMotion: 'reduce' },
  render: (args) => <StandInAlbumPlayer {...args} />,
  parameters: visualParameters({ modes: ['reduced-motion'] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(status(canvasElement)).toBe('playing'));
    const bars = canvasElement.querySelector('[aria-current="true"] [aria-hidden="true"] span span')!;
    await expect(getComputedStyle(bars).animationName).toBe('none');
  },
};

/** A narrow column in the legacy design, with the download link. */
export const Narrow: Story = {
  args: { design: 'legacy', showDownload: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
  parameters: visualParameters({ modes: ['mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('slider')).toHaveAttribute('aria-valuemax', '1'));
  },
};
