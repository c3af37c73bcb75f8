import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { EmbedBlock, EmbedFrameView } from '../../src/blocks/embed/EmbedBlock';
import { EMBED_MESSAGES, FOREIGN_HTML_SANDBOX, placeEmbed, readEmbedSettings } from '../../src/blocks/embed/embed.rules';
import { visualParameters } from '../../.storybook/visual';

/** What a provider's oEmbed answers for a video: one iframe (here the stand-in player, never a provider). */
const PROVIDER_IFRAME = '<iframe src="assets/video/player.html?title=Harbour%20tour" width="640" height="360" frameborder="0" allowfullscreen></iframe>';

/**
 * Third-party HTML with a script: the script writes into the frame, and tries to reach
 * the page (the sandbox keeps it out).
 */
const FOREIGN_HTML = [
  '<div style="font-family:\'DejaVu Sans\',sans-serif;padding:16px">',
  '<p style="margin:0 0 8px;font-weight:600">Tide times for the harbour</p>',
  '<p id="tides" style="margin:0 0 8px">Waiting for the widget…</p>',
  '<p id="reach" style="margin:0;color:#444">…</p>',
  '</div>',
  '<script>',
  'document.getElementById("tides").textContent = "High tide 06:42 · Low tide 12:55";',
  'var reach; try { reach = window.parent.document ? "The page is within reach" : ""; } catch (e) { reach = "The page is out of this script\\u2019s reach"; }',
  'document.getElementById("reach").textContent = reach;',
  '</script>',
].join('');

const frameOf = (canvasElement: HTMLElement) => canvasElement.querySelector('iframe')!;

const ratioOf = (element: Element) => {
  const { width, height } = element.getBoundingClientRect();
  return width / height;
};

const meta = {
  title: 'Blocks/Embed',
  component: EmbedBlock,
  subcomponents: { EmbedFrameView },
  tags: ['autodocs', 'embed-code'],
  args: { html: PROVIDER_IFRAME, title: 'Harbour tour' },
  argTypes: {
    url: { control: 'text', description: 'The embedded page’s address; a YouTube, Vimeo or Wistia video page is framed at its player address' },
    html: { control: 'text', description: 'The embed code: one iframe is framed at its address; any other HTML goes into a sandboxed frame of its own' },
    title: { control: 'text', description: 'The frame’s accessible name (default “Embedded content”)' },
    width: { control: 'number', description: 'The content’s width; with height, gives the reserved ratio' },
    height: { control: 'number', description: 'The content’s height; with width, gives the reserved ratio' },
    aspectRatio: { control: 'text', description: 'Width ÷ height or “W:H” when width and height are not given (default 16:9)' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
        <p style={{ margin: '12px 0 0' }}>The text after the block stays where it is.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof EmbedBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A provider’s player (the stand-in) framed at its own address, in a box of its 640 × 360 ratio. */
export const ProviderFrame: Story = {
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame).toHaveAttribute('title', 'Harbour tour');
    await expect(frame).not.toHaveAttribute('sandbox');
    await waitFor(() => expect(frame.contentDocument?.getElementById('status')?.textContent).toBe('Ready'), { timeout: 5000 });
    await waitFor(() => expect(within(canvasElement).queryByRole('status')).toBeNull());
    await expect(ratioOf(canvasElement.querySelector('[data-embed="frame"]')!)).toBeCloseTo(640 / 360, 1);
  },
};

/** Third-party HTML in a sandboxed frame: its script ran inside, but the page is out of its reach. */
export const ForeignHtmlSandboxed: Story = {
  args: { html: FOREIGN_HTML, title: 'Tide times', width: 2, height: 1 },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame).toHaveAttribute('sandbox', FOREIGN_HTML_SANDBOX);
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    await expect(frame).toHaveAttribute('title', 'Tide times');
    // no same origin: the page cannot look inside either
    await expect(frame.contentDocument).toBeNull();
    await waitFor(() => expect(within(canvasElement).queryByRole('status')).toBeNull());
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(ratioOf(canvasElement.querySelector('[data-embed="sandbox"]')!)).toBeCloseTo(2, 1);
  },
};

/** Neither URL nor HTML: the invalid embed message. */
export const InvalidEmbed: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  args: { html: null, url: null, title: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(EMBED_MESSAGES.invalid)).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** A URL that is no known provider’s video page: not framed, and said so. */
export const UnsupportedUrl: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  args: { html: null, url: 'https://example.com/menu', title: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(EMBED_MESSAGES.unsupportedUrl)).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Before the frame has loaded: its box already at full size, the loading text in it, the frame not shown yet. */
export const Loading: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  args: { html: PROVIDER_IFRAME },
  render: (args) => {
    const placement = placeEmbed(readEmbedSettings(args));
    return placement.kind === 'invalid' ? <></> : <EmbedFrameView placement={placement} loaded={false} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvasElement.querySelector('[data-embed]')).toHaveAttribute('aria-busy', 'true');
    await expect(ratioOf(canvasElement.querySelector('[data-embed]')!)).toBeCloseTo(640 / 360, 1);
  },
};
