/**
 * The system error overlay the data call opens.
 */
import type { SystemErrorMountProps } from '../mountTypes';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

export const systemError: KindDescriptor<SystemErrorMountProps> = {
  load: () => import('../mounts/systemError'),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const systemErrorFacts: KindFacts = {
  finds: 'not in markup: opened by services/systemErrorOverlay.ts when a data call fails',
  reader: null,
  group: null,
};
