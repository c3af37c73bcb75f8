/**
 * Mount chunk: a donation block, or the donation page's view (203), in place of its
 * server markup. The settings are read here (`readDonationBlock`); settings it refuses
 * throw and the server markup stays. Donate goes through the commerce actions' `donate`
 * (/checkout/donate?donatePageId=…, in the top window inside the admin preview frame).
 */
import { createCommerceActions } from '../../commerce/commerceActions';
import { DonationBlock } from '../../blocks/donation/DonationBlock';
import { readDonationBlock } from '../../blocks/donation/donation.rules';
import { resolveStoreCurrency } from '../../services/commerce/money/currencies';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

/** The page's scanner for this view comes with its mount (one dynamic import). */
export { scanDonationPage as scan } from '../scan/scanMemberAndDonationPages';

export const mount: MountFunction<'donation'> = (element, { settings, currency, headingLevel }, context) => {
  const block = readDonationBlock(settings);
  const actions = createCommerceActions({ navigator: context.services.navigator, cookies: context.services.cookies });
  return replaceBlockContent(
    element,
    // folded: the title and the button, as the server's markup showed them, so the mount moves nothing
    <DonationBlock block={block} currency={resolveStoreCurrency(currency)} headingLevel={headingLevel} onDonate={actions.donate} startFolded />,
    context,
    'runtime-donation',
  );
};
