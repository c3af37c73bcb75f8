/**
 * The experiment variant override: on internal sites only, a query parameter named after
 * the experiment sets the variant (and it is remembered); the value 'reset' clears it.
 * Pure over (query, host, stored): the caller reads and writes the remembered value.
 */
import { DEFAULT_INTERNAL_DOMAINS, isInternalHost, type InternalDomain } from './hostEnvironment.rules';

export const EXPERIMENT_OVERRIDE_RESET = 'reset';

export interface ExperimentOverrideInputs {
  /** The experiment's name: also the query parameter's name. */
  experiment: string;
  query: { get(name: string): string | null };
  host: string;
  /** The override remembered from an earlier visit, if any. */
  stored: string | null;
  internalDomains?: readonly InternalDomain[];
}

export interface ExperimentOverride {
  /** The variant to use instead of the assigned one, or null for no override. */
  variant: string | null;
  /** What to remember from now on (null: nothing). */
  storedAfter: string | null;
}

export function experimentOverride(inputs: ExperimentOverrideInputs): ExperimentOverride {
  if (!isInternalHost(inputs.host, inputs.internalDomains ?? DEFAULT_INTERNAL_DOMAINS)) {
    // Public sites: no override, and what is stored is left alone.
    return { variant: null, storedAfter: inputs.stored };
  }
  const requested = inputs.query.get(inputs.experiment);
  if (requested === EXPERIMENT_OVERRIDE_RESET) return { variant: null, storedAfter: null };
  if (requested !== null && requested.trim() !== '') return { variant: requested, storedAfter: requested };
  return { variant: inputs.stored, storedAfter: inputs.stored };
}
