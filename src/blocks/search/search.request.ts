/**
 * The search call, through the data-call wrapper (so the crumb, the login flag and the
 * page's failure handling apply as for every call): GET `SEARCH_ENDPOINT` with the
 * query fields, the reply read by `readSearchReply`. Resolves to an outcome, never throws.
 */
import type { DataCall } from '../../services/http/dataCall';
import { readSearchReply, type SearchResultsPage } from './search.reply';
import { SEARCH_ENDPOINT, searchQueryFields, type SearchRequest } from './search.rules';

/**
 * - `results`: the page of results (possibly none);
 * - `failed`: no usable answer; `network` when the call got no answer at all, `server`
 *   otherwise; `detail` says what went wrong (for the console, not for visitors);
 * - `aborted`: the caller cancelled it (a newer search replaced it).
 */
export type SearchOutcome =
  { kind: 'results'; page: SearchResultsPage } | { kind: 'failed'; reason: 'network' | 'server'; detail: string } | { kind: 'aborted' };

export async function searchSite(dataCall: Pick<DataCall, 'get'>, request: SearchRequest, signal?: AbortSignal): Promise<SearchOutcome> {
  let result;
  try {
    result = await dataCall.get(SEARCH_ENDPOINT, { query: searchQueryFields(request), ...(signal ? { signal } : {}) });
  } catch (error) {
    return { kind: 'failed', reason: 'server', detail: error instanceof Error ? error.message : String(error) };
  }
  if (!result.ok) {
    if (result.error.kind === 'aborted' || signal?.aborted) return { kind: 'aborted' };
    const reason = result.error.kind === 'connection' ? 'network' : 'server';
    return { kind: 'failed', reason, detail: result.error.message };
  }
  if (signal?.aborted) return { kind: 'aborted' };
  const reading = readSearchReply(result.value);
  return reading.ok ? { kind: 'results', page: reading.value } : { kind: 'failed', reason: 'server', detail: reading.error };
}
