/**
 * The readers that left start-up come with their kind's mount, in one dynamic import: each kind whose
 * descriptor names `elements` has a chunk exporting that kind's scanner as `scan`, each kind whose
 * descriptor claims `blocks` without reading them a chunk exporting its reader as `scanBlock`, and
 * the lists `scanPage` (the tests' whole-page scan) runs are those exports.
 */
import { describe, expect, it } from 'vitest';
import { MOUNT_KINDS } from '../kinds/mountKinds';
import type { MountKind } from '../mountTypes';
import { CHUNK_BLOCK_READERS, CHUNK_SCANNERS } from './scanPage';

const KINDS = Object.keys(MOUNT_KINDS) as MountKind[];
const descriptor = (kind: MountKind) =>
  MOUNT_KINDS[kind] as { elements?: string; blocks?: readonly string[]; scanBlock?: unknown; load: () => Promise<{ scan?: unknown; scanBlock?: unknown }> };

describe('the readers in the mount chunks', () => {
  it('a kind with elements has its scanner in its chunk, the one scanPage runs', async () => {
    const scanning = KINDS.filter((kind) => descriptor(kind).elements !== undefined);
    expect(scanning.sort()).toEqual(Object.keys(CHUNK_SCANNERS).sort());
    for (const kind of scanning) {
      const chunk = await descriptor(kind).load();
      expect(chunk.scan, kind).toBeTypeOf('function');
      expect(chunk.scan, kind).toBe(CHUNK_SCANNERS[kind]);
    }
  }, 120_000);

  it('a kind claiming blocks it does not read at start-up has its reader in its chunk, the one scanPage runs', async () => {
    const reading = KINDS.filter((kind) => descriptor(kind).blocks !== undefined && descriptor(kind).scanBlock === undefined);
    expect(reading.sort()).toEqual(Object.keys(CHUNK_BLOCK_READERS).sort());
    for (const kind of reading) {
      const chunk = await descriptor(kind).load();
      expect(chunk.scanBlock, kind).toBeTypeOf('function');
      expect(chunk.scanBlock, kind).toBe(CHUNK_BLOCK_READERS[kind]);
    }
  }, 120_000);
});
