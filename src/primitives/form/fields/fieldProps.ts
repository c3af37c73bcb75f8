import type { FormField } from '../../../services/forms';
import type { FieldIds } from './FieldShell';

/** What every field view receives. Values are kept exactly as typed. */
export interface FieldViewProps<F extends FormField, V> {
  field: F;
  value: V;
  onChange(value: V): void;
  error: string | undefined;
  ids: FieldIds;
  /** Newsletter layout: titles read out but not shown; placeholders carry them. */
  compact?: boolean;
}
