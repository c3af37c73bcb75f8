/**
 * The real registry: each kind's chunk behind the dynamic import its descriptor holds
 * (`kinds/<kind>.kind.ts`), so a page loads the code (and React) of the blocks it has and
 * nothing else.
 */
import type { MountRegistry } from './mountTypes';
import { MOUNT_KINDS } from './kinds/mountKinds';

// one entry per descriptor: the mapped type cannot be checked entry by entry, the descriptors' test checks every kind is here
export const mountRegistry = Object.fromEntries(Object.entries(MOUNT_KINDS).map(([kind, descriptor]) => [kind, descriptor.load])) as MountRegistry;
