export { NewsletterBlock, type NewsletterBlockProps } from './NewsletterBlock';
export { NEWSLETTER_SMALL_CONTAINER_PX, newsletterLayout, type NewsletterLayout } from './newsletterLayout.rules';
