import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AudioPlayer } from '../../src/blocks/audio/AudioPlayer';
import { SeekSlider } from '../../src/blocks/audio/SeekSlider';
import { PlayerControls } from '../../src/blocks/audio/PlayerControls';
import { DownloadIcon, MutedIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon, RetryIcon, VolumeIcon } from '../../src/blocks/audio/playerIcons';
import { expectSliderContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';
import { AUDIO_FILES, PlayerFrame, StandInAudioPlayer } from './audioStorySupport';

const TRACK = { url: AUDIO_FILES.bells, title: 'Harbour bells', author: 'The studio', durationMs: 2000 };
/** A longer track, played by the stand-in engine (its time moves only when told). */
const LONG_TRACK = { url: 'assets/audio/harbour-bells.wav', title: 'Harbour bells (long take)', author: 'The studio', durationMs: 200000 };

const meta = {
  title: 'Blocks/Audio',
  component: AudioPlayer,
  subcomponents: { SeekSlider, PlayerControls, PlayIcon, PauseIcon, RetryIcon, PreviousIcon, NextIcon, VolumeIcon, MutedIcon, DownloadIcon } as never,
  tags: ['autodocs', 'audio'],
  args: { track: TRACK, showDownload: false, design: 'minimal' },
  argTypes: {
    track: {
      control: 'object',
      description: 'The track: url (http(s) or a path on the site), title, author, durationMs (the length the page states, until the file says)',
    },
    showDownload: { control: 'boolean', description: 'Offer a link that downloads the file' },
    design: { control: 'inline-radio', options: ['minimal', 'legacy'], description: 'minimal: one row; legacy: a framed card' },
    engine: { control: false, description: 'The medium; an Audio element by default (these stories pass a stand-in where time must not move)' },
  },
  decorators: [
    (Story) => (
      <PlayerFrame>
        <Story />
      </PlayerFrame>
    ),
  ],
} satisfies Meta<typeof AudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const slider = (canvasElement: HTMLElement) => within(canvasElement).getByRole('slider', { name: 'Seek' });
const status = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-audio-player]')?.getAttribute('data-status');

/** Before play, on the real file: its length read from the file, the slider at the start. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Play' })).toBeVisible();
    await waitFor(() => expect(slider(canvasElement)).toHaveAttribute('aria-valuetext', '0:00 of 0:02'));
    await expect(status(canvasElement)).toBe('idle');
  },
};

/** Play pressed: the button becomes Pause and the player says it plays (the stand-in’s time stays at 1:05). */
export const Playing: Story = {
  args: { track: LONG_TRACK },
  render: (args) => <StandInAudioPlayer {...args} />,
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(status(canvasElement)).toBe('playing'));
    await expect(within(canvasElement).getByRole('button', { name: 'Pause' })).toBeVisible();
    slider(canvasElement).focus();
    for (let i = 0; i < 13; i += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(slider(canvasElement)).toHaveAttribute('aria-valuetext', '1:05 of 3:20');
    await expect(status(canvasElement)).toBe('playing');
  },
};

/** Played, then paused by keyboard (Space on the button): Play again, the position kept. */
export const Paused: Story = {
  args: { track: LONG_TRACK },
  render: (args) => <StandInAudioPlayer {...args} />,
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Play' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(status(canvasElement)).toBe('playing'));
    await userEvent.keyboard('{Tab}{PageUp}{Shift>}{Tab}{/Shift} ');
    await waitFor(() => expect(status(canvasElement)).toBe('paused'));
    await expect(within(canvasElement).getByRole('button', { name: 'Play' })).toHaveFocus();
    await expect(slider(canvasElement)).toHaveAttribute('aria-valuetext', '0:30 of 3:20');
  },
};

/**
 * The seek slider by keyboard (APG slider, its keyboard contract): Tab reaches it after
 * Play; arrows move 5 s, PageUp / PageDown 30 s, End and Home jump; it ends at 1:05.
 */
export const SeekedByKeyboard: Story = {
  args: { track: LONG_TRACK },
  render: (args) => <StandInAudioPlayer {...args} />,
  parameters: visualParameters({ modes: ['desktop', 'mobile'] }),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    const seek = slider(canvasElement);
    await expect(seek).toHaveFocus();
    await waitFor(() => expect(seek).toHaveAttribute('aria-valuemax', '200'));
    await expectSliderContract(seek);
    await userEvent.keyboard('{End}');
    await expect(seek).toHaveAttribute('aria-valuetext', '3:20 of 3:20');
    await userEvent.keyboard('{Home}');
    await expect(seek).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{PageUp}{PageUp}{ArrowRight}');
    await expect(seek).toHaveAttribute('aria-valuetext', '1:05 of 3:20');
    await userEvent.keyboard('{PageDown}{PageUp}{ArrowLeft}{ArrowUp}');
    await expect(seek).toHaveAttribute('aria-valuetext', '1:05 of 3:20');
    await expect(status(canvasElement)).toBe('idle');
  },
};

/** A file that is not there (the real engine, a missing file): the spec’s message, and Try again. */
export const ErrorMissingFile: Story = {
  args: { track: { url: AUDIO_FILES.missing, title: 'Harbour bells', author: 'The studio', durationMs: null } },
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Unable to load. Try again.');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('slider')).toBeNull();
  },
};

/** Muted with the toggle button (aria-pressed). */
export const Muted: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    const mute = within(canvasElement).getByRole('button', { name: 'Mute' });
    await userEvent.click(mute);
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The legacy design (a framed card) with the download link. */
export const LegacyWithDownload: Story = {
  args: { design: 'legacy', showDownload: true },
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Download Harbour bells' })).toHaveAttribute('href', AUDIO_FILES.bells);
  },
};

/** A narrow column: a long title ends in an ellipsis, the controls keep their size. */
export const Narrow: Story = {
  args: { track: { ...TRACK, title: 'Harbour bells at dawn, recorded from the end of the pier' }, showDownload: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  parameters: visualParameters({ modes: ['mobile'] }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(slider(canvasElement)).toHaveAttribute('aria-valuemax', '2'));
  },
};
