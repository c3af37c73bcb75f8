export { NewsletterBlock, type NewsletterBlockProps } from './NewsletterBlock';
export { NEWSLETTER_SMALL_CONTAINER_PX, newsletterAlignmentOf, newsletterLayout, type NewsletterAlignment, type NewsletterLayout } from './newsletterLayout.rules';
