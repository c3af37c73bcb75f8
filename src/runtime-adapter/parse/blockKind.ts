/**
 * A block's kind: its `<kind>-block` class first, its numeric `data-block-type`
 * second (the platform's table of numbers seen on real pages). Class attributes are
 * split on any whitespace. Pure.
 */
import { observedBlockKindOf } from '../../platform/enums/blockTypes';

/** Splits a class attribute as a browser does: on any run of whitespace. */
export function classList(classAttribute: string | null | undefined): string[] {
  return (classAttribute ?? '').split(/\s+/).filter((c) => c !== '');
}

const KIND_CLASS = /^([a-z0-9]+(?:-[a-z0-9]+)*)-block$/;
/** Classes that end in -block without naming a kind. */
const NOT_KINDS: ReadonlySet<string> = new Set(['sqs', 'fe', 'sqs-block', 'html-content']);

/** The kind named by a `<kind>-block` class, or null. */
export function kindFromClasses(classes: readonly string[]): string | null {
  for (const c of classes) {
    const match = KIND_CLASS.exec(c);
    if (match && !NOT_KINDS.has(match[1]!) && !c.startsWith('sqs-')) return match[1]!;
  }
  return null;
}

/** The kind of a block from its class attribute and its data-block-type attribute; null when neither names one. */
export function blockKindOf(classAttribute: string | null | undefined, blockType: string | null | undefined): string | null {
  return kindFromClasses(classList(classAttribute)) ?? observedBlockKindOf(blockType ?? null);
}
