/**
 * The real registry: each kind's chunk behind a dynamic import, so a page loads the
 * code (and React) of the blocks it has and nothing else.
 */
import type { MountRegistry } from './mountTypes';

export const mountRegistry: MountRegistry = {
  gallery: () => import('./mounts/gallery'),
  highlight: () => import('./mounts/highlight'),
  marquee: () => import('./mounts/marquee'),
  shape: () => import('./mounts/shape'),
  maskedImage: () => import('./mounts/maskedImage'),
  cookieBanner: () => import('./mounts/cookieBanner'),
  notice: () => import('./mounts/notice'),
  systemError: () => import('./mounts/systemError'),
  overlayManager: () => import('./mounts/overlayManager'),
  form: () => import('./mounts/form'),
  newsletter: () => import('./mounts/newsletter'),
  accordion: () => import('./mounts/accordion'),
  menu: () => import('./mounts/menu'),
  productPrice: () => import('./mounts/productPrice'),
  cartIndicator: () => import('./mounts/cartIndicator'),
  popupOverlay: () => import('./mounts/popupOverlay'),
  announcementBar: () => import('./mounts/announcementBar'),
  mobileInfoBar: () => import('./mounts/mobileInfoBar'),
  video: () => import('./mounts/video'),
  image: () => import('./mounts/image'),
  map: () => import('./mounts/map'),
  tableBooking: () => import('./mounts/tableBooking'),
  shareButtons: () => import('./mounts/shareButtons'),
  audio: () => import('./mounts/audio'),
  album: () => import('./mounts/album'),
  memberArea: () => import('./mounts/memberArea'),
  memberAreaDenied: () => import('./mounts/memberAreaDenied'),
  donation: () => import('./mounts/donation'),
  summary: () => import('./mounts/summary'),
  socialGallery: () => import('./mounts/socialGallery'),
  search: () => import('./mounts/search'),
  searchPage: () => import('./mounts/searchPage'),
  reviewsRequest: () => import('./mounts/reviewsRequest'),
  cartPage: () => import('./mounts/cartPage'),
};
