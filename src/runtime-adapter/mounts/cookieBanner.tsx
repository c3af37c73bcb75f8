/** Mount chunk: the consent banner, in an element the runtime adds to the page; removed after an answer. */
import { CookieBanner } from '../../blocks/cookieBanner/CookieBanner';
import type { MountFunction } from '../mountTypes';
import { renderInto } from './renderRoot';

export const mount: MountFunction<'cookieBanner'> = (host, { settings, onAnswer }, context) =>
  renderInto(host, <CookieBanner settings={settings} onAccept={() => onAnswer('accept')} onDecline={() => onAnswer('decline')} />, context);
