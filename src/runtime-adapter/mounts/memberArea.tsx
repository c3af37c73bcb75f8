/**
 * Mount chunk: the member area's access page in place of its server markup. The JSON is
 * read here (`readMemberArea`); data it refuses throws, and the mounter logs it with the
 * page view while the server markup stays. Join goes through the commerce actions'
 * `subscribe` (/checkout/subscribe?cartToken=…).
 */
import { createCommerceActions } from '../../commerce/commerceActions';
import { MemberAreaAccess } from '../../blocks/memberArea/MemberAreaAccess';
import { readMemberArea } from '../../blocks/memberArea/memberArea.rules';
import { resolveStoreCurrency } from '../../services/commerce/money/currencies';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

/** The page's scanner for this view comes with its mount (one dynamic import). */
export { scanMemberAreaAccess as scan } from '../scan/scanMemberAndDonationPages';

export const mount: MountFunction<'memberArea'> = (element, { json, currency }, context) => {
  const area = readMemberArea(json);
  const actions = createCommerceActions({ navigator: context.services.navigator, cookies: context.services.cookies });
  return replaceBlockContent(
    element,
    <MemberAreaAccess area={area} currency={resolveStoreCurrency(currency)} onJoin={actions.subscribe} />,
    context,
    'runtime-member-area',
  );
};
