/**
 * Type checks the package test runs with tsc: each line below is an error only when the
 * package's types are there (were they missing or `any`, tsc would report an unused
 * @ts-expect-error instead).
 */
import { GridGallery, parseGalleryBlockData } from '@site-blocks/design-system/galleries';
import { FormBlock } from '@site-blocks/design-system/blocks';
import { generatePreset } from '@site-blocks/design-system/tokens';

// @ts-expect-error a gallery needs its settings and slides
export const galleryWithoutSlides = <GridGallery label="No settings" />;
// @ts-expect-error a form block's definition is a form definition, not a string
export const formFromText = <FormBlock definition="contact" />;
// @ts-expect-error a preset is one of the named presets
export const unknownPreset = generatePreset('#2a6fdb', 'Sideways');
// @ts-expect-error the settings reader answers a Result (ok with the value, or the error), never a bare settings object
export const settingsAtOnce: { design: string } = parseGalleryBlockData({ design: 'grid' });
