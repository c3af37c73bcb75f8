/**
 * The chart block.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** The chart block's decoded settings; `readChartBlock` reads them in the mount chunk. */
export const chart: KindDescriptor<{ settings: BlockSettings }> = {
  load: () => import('../mounts/chart'),
  settingsBlocks: ['chart'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const chartFacts: KindFacts = {
  finds: ".sqs-block chart: its settings (the block scanner's settings-only path)",
  reader: ['readChartBlock', 'src/blocks/chart/chartBlock.rules.ts'],
  group: null,
};
