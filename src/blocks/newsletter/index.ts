export { NewsletterBlock, type NewsletterBlockProps } from './NewsletterBlock';
export {
  NEWSLETTER_SMALL_CONTAINER_PX,
  isNewsletterStacked,
  newsletterAlignmentOf,
  newsletterLayout,
  type NewsletterAlignment,
  type NewsletterLayout,
} from './newsletterLayout.rules';
