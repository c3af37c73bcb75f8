/** Mount chunk: the system error overlay (a data call's 5xx, 401, 403, authorization failure, "cleaned" or network reply). */
import { SystemErrorOverlay } from '../../dialogs/SystemErrorOverlay';
import type { MountFunction } from '../mountTypes';
import { renderInto } from './renderRoot';

export const mount: MountFunction<'systemError'> = (host, { cause, errorKey, onReload, onClear }, context) =>
  renderInto(host, <SystemErrorOverlay cause={cause} errorKey={errorKey} onReload={onReload} onClear={onClear} />, context);
