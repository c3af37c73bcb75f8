/**
 * Every kind of mount the adapter knows, one descriptor each (`kinds/<kind>.kind.ts`).
 * The registry, the kind union and its props, the block scanner and the chunk grouping
 * read from this list. Start-up code imports it: descriptors hold no React and no view.
 */
import { gallery } from './gallery.kind';
import { highlight } from './highlight.kind';
import { marquee } from './marquee.kind';
import { shape } from './shape.kind';
import { maskedImage } from './maskedImage.kind';
import { cookieBanner } from './cookieBanner.kind';
import { notice } from './notice.kind';
import { systemError } from './systemError.kind';
import { siteUserLogin } from './siteUserLogin.kind';
import { eventsList } from './eventsList.kind';
import { eventsCalendar } from './eventsCalendar.kind';
import { blogList } from './blogList.kind';
import { blogItemMeta } from './blogItemMeta.kind';
import { overlayManager } from './overlayManager.kind';
import { form } from './form.kind';
import { newsletter } from './newsletter.kind';
import { accordion } from './accordion.kind';
import { menu } from './menu.kind';
import { productPrice } from './productPrice.kind';
import { cartIndicator } from './cartIndicator.kind';
import { popupOverlay } from './popupOverlay.kind';
import { announcementBar } from './announcementBar.kind';
import { mobileInfoBar } from './mobileInfoBar.kind';
import { video } from './video.kind';
import { image } from './image.kind';
import { map } from './map.kind';
import { tableBooking } from './tableBooking.kind';
import { shareButtons } from './shareButtons.kind';
import { chart } from './chart.kind';
import { embed } from './embed.kind';
import { code } from './code.kind';
import { followButton } from './followButton.kind';
import { audio } from './audio.kind';
import { album } from './album.kind';
import { memberArea } from './memberArea.kind';
import { memberAreaDenied } from './memberAreaDenied.kind';
import { donation } from './donation.kind';
import { listCarousel } from './listCarousel.kind';
import { summary } from './summary.kind';
import { socialGallery } from './socialGallery.kind';
import { search } from './search.kind';
import { searchPage } from './searchPage.kind';
import { reviewsRequest } from './reviewsRequest.kind';
import { cartPage } from './cartPage.kind';
import { productItem } from './productItem.kind';

/** Every kind by its name, in the order the block scanner asks them about a block kind they share. */
export const MOUNT_KINDS = {
  gallery,
  highlight,
  marquee,
  shape,
  maskedImage,
  cookieBanner,
  notice,
  systemError,
  siteUserLogin,
  eventsList,
  eventsCalendar,
  blogList,
  blogItemMeta,
  overlayManager,
  form,
  newsletter,
  accordion,
  menu,
  productPrice,
  cartIndicator,
  popupOverlay,
  announcementBar,
  mobileInfoBar,
  video,
  image,
  map,
  tableBooking,
  shareButtons,
  chart,
  embed,
  code,
  followButton,
  audio,
  album,
  memberArea,
  memberAreaDenied,
  donation,
  listCarousel,
  summary,
  socialGallery,
  search,
  searchPage,
  reviewsRequest,
  cartPage,
  productItem,
};
