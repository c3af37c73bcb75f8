/**
 * Mount chunk: the member area access denied page (106) in place of its server markup.
 * The JSON is read here (`readMemberAreaDenied`); data it refuses throws and the server
 * markup stays.
 */
import { MemberAreaDenied } from '../../blocks/memberArea/MemberAreaDenied';
import { readMemberAreaDenied } from '../../blocks/memberArea/memberArea.rules';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

/** The page's scanner for this view comes with its mount (one dynamic import). */
export { scanMemberAreaDenied as scan } from '../scan/scanMemberAndDonationPages';

export const mount: MountFunction<'memberAreaDenied'> = (element, { json }, context) =>
  replaceBlockContent(element, <MemberAreaDenied area={readMemberAreaDenied(json)} />, context, 'runtime-member-area-denied');
