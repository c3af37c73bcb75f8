/** Mount chunk: the logout notice, as its block: a polite status toast the visitor can dismiss. */
import { LogoutNotice } from '../../blocks/logoutNotice/LogoutNotice';
import type { MountFunction } from '../mountTypes';
import { renderInto } from './renderRoot';

export const mount: MountFunction<'notice'> = (host, { title, message }, context) =>
  renderInto(host, <LogoutNotice message={title ? `${title}: ${message}` : message} />, context);
