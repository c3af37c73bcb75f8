/**
 * A template author's own React page: a grid gallery and a contact form from the installed
 * package, in the palette's theme. The package test builds it with Vite and reads it in Chromium, and
 * renders it on a server with react-dom/server.
 */
import { useState } from 'react';
import { PaletteThemeProvider, generatePreset } from '@site-blocks/design-system/tokens';
import { GridGallery, parseGalleryBlockData, parseSlide } from '@site-blocks/design-system/galleries';
import { FormBlock } from '@site-blocks/design-system/blocks';
import { ServicesProvider, type BlockServices } from '@site-blocks/design-system/primitives';
import { createFormSubmitter, readFormDefinition } from '@site-blocks/design-system/services';

const palette = generatePreset('#2a6fdb', 'Complementary');

/** The settings a grid gallery block's JSON would carry, read as the runtime reads them. */
function gridSettings() {
  const read = parseGalleryBlockData({ design: 'grid', slidesPerRow: 2 });
  if (!read.ok) throw new Error(read.error.join('; '));
  return read.value;
}
const settings = gridSettings();

const slides = [
  { id: 'harbour', src: '/photos/harbour.jpg', size: '480x600', title: 'The harbour at first light' },
  { id: 'lake', src: '/photos/lake-dusk.jpg', size: '640x427', title: 'Lake at dusk' },
  { id: 'forest', src: '/photos/forest-path.jpg', size: '640x427', title: 'Forest path' },
].map(({ id, src, size, title }) => parseSlide({ 'data-slide-id': id, 'data-src': src, 'data-image-dimensions': size, 'data-title': title }));

const contactForm = readFormDefinition({
  formId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  submitButtonText: 'Send message',
  fields: [
    { type: 'name', id: 'name-1', title: 'Name', required: true },
    { type: 'email', id: 'email-2', title: 'Email', required: true },
    { type: 'textarea', id: 'textarea-3', title: 'Message', required: true },
  ],
}).definition;

export function App() {
  const [services] = useState<BlockServices>(() => {
    // globalThis: the page is also rendered on a server (src/serverEntry.tsx), where there is no window
    const fetchLike = globalThis.fetch.bind(globalThis);
    return { forms: createFormSubmitter({ fetch: fetchLike }), fetch: fetchLike, query: globalThis.location?.search ?? '' };
  });
  return (
    <PaletteThemeProvider palette={palette} sectionTheme="light">
      <main style={{ maxWidth: 560, margin: '0 auto', padding: 16 }}>
        <h1>Our harbour café</h1>
        <GridGallery settings={settings} slides={slides} label="Harbour photos" />
        <ServicesProvider services={services}>
          <FormBlock definition={contactForm} submissionText="Thanks, we will write back soon." />
        </ServicesProvider>
      </main>
    </PaletteThemeProvider>
  );
}
