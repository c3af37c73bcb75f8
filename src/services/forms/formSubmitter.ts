/**
 * Sends a form: POST /api/form/FormSubmissionKey for a one-time key, then
 * POST /api/form/SaveFormSubmission (000 §7). Everything arrives as arguments: the
 * transport, and optionally the crumb to add as a query parameter; a submission may carry an
 * `AbortSignal`, after whose abort nothing more is sent.
 *
 * Body encoding (our choice; the spec names the fields, not the encoding): JSON with `form`
 * as an object. Only the block variant is here: every published form names its formId,
 * collectionId and objectName (the markup's onsubmit), and the spec's page-level variant
 * (key and form only) has no published markup to run on, so it is not built.
 */
import type { FetchInitLike, FetchLike, FetchResponseLike } from '../http/fetchLike';
import { replyFlags } from '../http/dataCall.reply';
import type { FormDefinition } from './formDefinition';
import { FORM_MESSAGES } from './formMessages';
import { buildFormPayload, type FormPayload, type QueryInput } from './formPayload';
import { failure, parseReply, readSaveReply, type SubmitResult } from './saveResponse.rules';

export const FORM_SUBMISSION_KEY_URL = '/api/form/FormSubmissionKey';
export const SAVE_FORM_SUBMISSION_URL = '/api/form/SaveFormSubmission';

/** The analytics event fields sent with a submission (002 §3); null or absent when unknown. */
export interface AnalyticsEventFields {
  analyticsId?: string | null;
  marketingId?: string | null;
  memberId?: string | null;
  websiteId?: string | null;
  templateId?: string | null;
  variantId?: string | null;
  memberAccountId?: string | null;
  website_locale?: string | null;
  member_locale?: string | null;
  pagePath?: string | null;
  pageHash?: string | null;
}

export const ANALYTICS_EVENT_FIELD_NAMES = [
  'analyticsId',
  'marketingId',
  'memberId',
  'websiteId',
  'templateId',
  'variantId',
  'memberAccountId',
  'website_locale',
  'member_locale',
  'pagePath',
  'pageHash',
] as const satisfies readonly (keyof AnalyticsEventFields)[];

export interface FormSubmitterDeps {
  fetch: FetchLike;
  /** The crumb (CSRF) value to add as `?crumb=`; absent or null adds nothing. */
  crumb?: () => string | null;
  /** Keeps the new crumb of a crumbFail reply (the crumb cookie); the call is then sent once more. */
  storeCrumb?: (crumb: string) => void;
}

/** The new crumb of a bad-crumb reply (spec: store it and retry once), or null when the reply is not one. */
function crumbFailOf(body: string): { crumb: string | null } | null {
  const parsed = parseReply(body);
  if (parsed.kind !== 'json' || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) return null;
  const reply = parsed.value as Record<string, unknown>;
  if (!replyFlags(reply).crumbFail) return null;
  return { crumb: typeof reply.crumb === 'string' && reply.crumb !== '' ? reply.crumb : null };
}

export interface BlockFormSubmission {
  definition: Pick<FormDefinition, 'formId' | 'collectionId' | 'objectName' | 'isOverlayForm' | 'submitButtonText' | 'isNewsletter' | 'fields'>;
  values: Readonly<Record<string, unknown>>;
  /** The page's query string, for hidden fields. */
  query?: QueryInput;
  captchaKey?: string | null;
  eventFields?: AnalyticsEventFields;
  /**
   * Aborts the submission (the caller's form went away): the call under way gets the signal, no
   * further call is sent (no save after the key, no crumb retry), and the promise rejects with the
   * signal's reason instead of answering.
   */
  signal?: AbortSignal;
}

export interface FormSubmitter {
  submit(submission: BlockFormSubmission): Promise<SubmitResult>;
}

/** JSON text of the values, or null when they cannot be serialised (cycles, BigInt, …). */
export function serialiseForm(form: unknown): string | null {
  try {
    const text = JSON.stringify(form);
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

function eventEntries(fields: AnalyticsEventFields | undefined): [string, string | null][] {
  if (!fields) return [];
  return ANALYTICS_EVENT_FIELD_NAMES.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name] ?? null]);
}

export function createFormSubmitter(deps: FormSubmitterDeps): FormSubmitter {
  const url = (path: string) => {
    const crumb = deps.crumb?.();
    return crumb ? `${path}?crumb=${encodeURIComponent(crumb)}` : path;
  };

  /** One call; null when it fails on the network. Aborted (`init.signal`): nothing is sent, or nothing more, and it throws. */
  async function send(path: string, init: FetchInitLike, crumbRetried = false): Promise<{ response: FetchResponseLike; body: string } | null> {
    init.signal?.throwIfAborted();
    let reply: { response: FetchResponseLike; body: string };
    try {
      const response = await deps.fetch(url(path), { credentials: 'include', ...init });
      reply = { response, body: await response.text() };
    } catch {
      if (init.signal?.aborted) throw init.signal.reason;
      return null;
    }
    init.signal?.throwIfAborted();
    const crumbFail = crumbRetried ? null : crumbFailOf(reply.body);
    if (!crumbFail) return reply;
    if (crumbFail.crumb) deps.storeCrumb?.(crumbFail.crumb);
    return send(path, init, true);
  }

  async function submissionKey(signal: AbortSignal | undefined): Promise<string | null> {
    const reply = await send(FORM_SUBMISSION_KEY_URL, { method: 'POST', ...(signal ? { signal } : {}) });
    if (!reply || !reply.response.ok) return null;
    const parsed = parseReply(reply.body);
    if (parsed.kind !== 'json' || typeof parsed.value !== 'object' || parsed.value === null) return null;
    const data = parsed.value as { key?: unknown; data?: { key?: unknown } | null };
    const key = data.key ?? data.data?.key;
    return typeof key === 'string' && key !== '' ? key : null;
  }

  async function save(init: FetchInitLike, isNewsletter: boolean): Promise<SubmitResult> {
    const reply = await send(SAVE_FORM_SUBMISSION_URL, { method: 'POST', ...init });
    if (!reply) return failure('network', FORM_MESSAGES.networkError);
    const { response, body } = reply;
    // a second bad crumb after the retry: the page's session is stale, reloading gives a fresh one
    if (crumbFailOf(body)) return failure('status', FORM_MESSAGES.processingError, { status: response.status });
    return readSaveReply({ status: response.status, statusText: response.statusText, ok: response.ok, body }, { isNewsletter });
  }

  return {
    async submit({ definition, values, query, captchaKey, eventFields, signal }) {
      signal?.throwIfAborted();
      let form: FormPayload;
      try {
        form = buildFormPayload(definition, values, query);
      } catch {
        return failure('unserialisable', FORM_MESSAGES.unparseableFields);
      }
      if (serialiseForm(form) === null) return failure('unserialisable', FORM_MESSAGES.unparseableFields);
      const key = await submissionKey(signal);
      if (!key) return failure('key', FORM_MESSAGES.submissionKeyError);
      const body = {
        key,
        formId: definition.formId,
        collectionId: definition.collectionId,
        objectName: definition.objectName,
        isOverlayForm: definition.isOverlayForm,
        submitButtonText: definition.submitButtonText,
        form,
        captchaKey: captchaKey ?? null,
        ...Object.fromEntries(eventEntries(eventFields)),
      };
      return save({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), ...(signal ? { signal } : {}) }, definition.isNewsletter);
    },
  };
}
