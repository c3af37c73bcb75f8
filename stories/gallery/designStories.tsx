/**
 * The states every layout design shows, shared by the design story files: many
 * slides, one slide, no slides, and a broken image among good ones.
 */
import type { ReactElement } from 'react';
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { visualParameters } from '../../.storybook/visual';
import { parseGalleryBlockData, type GallerySettings } from '../../src/gallery/core/galleryBlockData';
import type { GalleryDesign } from '../../src/gallery/core/designs';
import type { Slide } from '../../src/gallery/core/slideAttributes';
import { SiteEditorContext } from '../../src/primitives/siteEditor/SiteEditor';
import { BROKEN_SLIDE, mixedSlides, sampleSlides } from './sampleSlides';

export interface DesignArgs {
  settings: GallerySettings;
  slides: Slide[];
  label?: string;
}

export function settingsFor(design: GalleryDesign, data: Record<string, unknown> = {}): GallerySettings {
  const result = parseGalleryBlockData({ design, ...data });
  if (!result.ok) throw new Error(result.error.join('; '));
  return result.value;
}

export const designArgTypes = {
  settings: { control: 'object', description: 'Gallery settings, as parsed from the block data' },
  slides: { control: 'object', description: 'Slides, as read from the slide markup' },
  label: { control: 'text', description: 'Accessible name of the gallery' },
} as const;

/** Galleries sit in a page's content column; stories show them at that width. */
export const CONTENT_COLUMN = 560;

export function designArgs(design: GalleryDesign, data: Record<string, unknown> = {}, slideCount = 8): DesignArgs {
  return { settings: settingsFor(design, data), slides: sampleSlides(slideCount), label: 'Travel photos' };
}

/** Shows the story as the owner sees it in the site editor. */
export const inSiteEditor = (Story: () => ReactElement) => (
  <SiteEditorContext.Provider value={true}>
    <Story />
  </SiteEditorContext.Provider>
);

export const contentColumn = (Story: () => ReactElement) => (
  <div style={{ maxWidth: CONTENT_COLUMN }}>
    <Story />
  </div>
);

type Story = StoryObj<{ args: DesignArgs }>;

export function designStories(manyCount = 8) {
  const ManySlides: Story = {
    play: async ({ canvasElement }) => {
      const list = within(canvasElement).getByRole('list', { name: 'Travel photos' });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(manyCount);
      // images load lazily: the first is near the viewport, those far below are not created yet
      const lakes = await within(list).findAllByRole('img', { name: 'Lake at dusk' }, { timeout: 5000 });
      await expect(lakes.length).toBeGreaterThan(0);
    },
  };
  const OneSlide: Story = { args: { slides: sampleSlides(1) } };
  /** No slides, in the site editor: every design shows EmptyGallery's hint to the owner. */
  const Empty: Story = {
    args: { slides: [] },
    decorators: [inSiteEditor],
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByText('This gallery has no images yet.')).toBeVisible();
    },
  };
  const BrokenImage: Story = {
    args: { slides: [BROKEN_SLIDE, ...sampleSlides(Math.min(5, manyCount - 1))] },
    play: async ({ canvasElement }) => {
      await waitFor(() => expect(canvasElement.querySelector('img[data-load-failed]')).not.toBeNull(), { timeout: 5000 });
      await expect(within(canvasElement).getByText('Missing photo')).toBeVisible();
    },
  };
  /** Images and videos: a poster with a play control, the 16:9 placeholder, and an embed that cannot be used. */
  const MixedMedia: Story = {
    args: { slides: mixedSlides() },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('button', { name: 'Play video: Harbour tour' }, { timeout: 5000 })).toBeVisible();
      await expect(await canvas.findByRole('button', { name: 'Play video: Trail run' }, { timeout: 5000 })).toBeVisible();
      const message = canvas.getByText('Invalid video embed');
      await expect(message).toBeVisible();
      // the video's name is read out with the message
      await expect(message).toHaveTextContent('Old upload: Invalid video embed');
    },
  };
  return { ManySlides, OneSlide, Empty, BrokenImage, MixedMedia };
}

/**
 * A design with the block's lightbox on: a slide opens the lightbox on itself, Escape
 * closes it with focus back on the slide, and it opens again (captured open).
 */
export function opensLightboxStory(design: GalleryDesign): Story {
  return {
    args: designArgs(design, { lightbox: true, imageAspectRatio: 1.5 }),
    parameters: visualParameters({ viewport: true, modes: ['desktop', 'mobile'] }),
    play: async ({ canvasElement }) => {
      const opener = await within(canvasElement).findByRole('button', { name: 'Open Lake at dusk in the lightbox' });
      await userEvent.click(opener);
      const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 5000 });
      await expect(within(dialog).getByRole('heading', { name: 'Travel photos' })).toBeVisible();
      await expect(within(dialog).getByText('1 of 8')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect(within(document.body).queryByRole('dialog')).toBeNull();
      await expect(opener).toHaveFocus();
      await userEvent.click(opener);
      const reopened = await within(document.body).findByRole('dialog', {}, { timeout: 5000 });
      await waitFor(() => expect(reopened.querySelector('[data-loading]')).toBeNull(), { timeout: 5000 });
    },
  };
}
