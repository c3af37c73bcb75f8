/**
 * Content vocabulary: collection and record types (only the numbers the spec states),
 * slice and slide types, gallery item media types, collection views and form fieldsets.
 */

/** Collection types (1 to 24): only the numbers the spec states. */
export const CollectionType = {
  PRODUCTS: 13,
  PORTFOLIO: 23,
  LESSONS: 24,
} as const;
export type CollectionType = (typeof CollectionType)[keyof typeof CollectionType];

/** Collection types the spec names without a number. */
export const UNNUMBERED_COLLECTION_TYPES = ['generic', 'subscription', 'splash-page'] as const;

/** Record types (1 to 62): only the numbers the spec states. */
export const RecordType = {
  STORE_ITEM: 11,
  DIGITAL_GOOD: 18,
} as const;
export type RecordType = (typeof RecordType)[keyof typeof RecordType];

/** Record types the spec names without a number. */
export const UNNUMBERED_RECORD_TYPES = ['text', 'image', 'quote', 'link', 'audio', 'video', 'review', 'event', 'gallery'] as const;

export const SLICE_TYPES = [
  'heading',
  'sub-heading',
  'body',
  'image',
  'gallery',
  'video',
  'social-icons',
  'buttons',
  'navigation',
  'custom-form',
  'newsletter',
  'album',
  'map',
  'lock',
  'password',
  'twitter',
  'logo',
  'action',
  'popup-overlay-action',
  'temp-lock-inject',
] as const;
export type SliceType = (typeof SLICE_TYPES)[number];

export const SLIDE_TYPES = ['cover-page', 'lock-screen', 'popup-overlay'] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];

export const GALLERY_ITEM_MEDIA_TYPES = ['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video'] as const;
export type GalleryItemMediaType = (typeof GALLERY_ITEM_MEDIA_TYPES)[number];

export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;
export type CollectionView = (typeof COLLECTION_VIEWS)[number];

export const FORM_FIELDSETS = ['build', 'storage', 'advanced', 'captcha', 'disclaimer'] as const;
export type FormFieldset = (typeof FORM_FIELDSETS)[number];
