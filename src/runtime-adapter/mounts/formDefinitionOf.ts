/**
 * A form or newsletter block's definition, read in its mount chunk from the block
 * settings; the reader's warnings (fields it could not read) go to the console, naming
 * the block, and the form shows the fields it could read.
 */
import { readFormDefinition, type FormDefinition } from '../../services/forms';
import type { BlockSettings } from '../parse/blockJson';

export function formDefinitionOf(settings: BlockSettings, label: string): FormDefinition {
  const { definition, warnings } = readFormDefinition(settings);
  for (const warning of warnings) console.warn(`${label}: ${warning}`);
  return definition;
}
