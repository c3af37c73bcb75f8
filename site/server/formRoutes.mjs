/**
 * POST /api/form/FormSubmissionKey and POST /api/form/SaveFormSubmission (000 §7, §8).
 * SaveFormSubmission checks, in order: the one-time key (401), the formId (404), the
 * visitor's rate limit (429), the form values (400 with `error`, or `errors` by field id);
 * an accepted submission is stored (and the database file written) before the reply.
 *
 * The page-level variant sends only key and form (no formId): the dev site cannot tell
 * which form it came from, so it checks that the values parse and stores them with no
 * formId, unvalidated (dev-site choice). A formId that is given must be a form of the pages.
 */
import { FORM_MESSAGES } from '../forms/formMessages.mjs';
import { validateSubmission } from '../forms/formValidation.rules.mjs';
import { jsonField } from './httpMessages.mjs';

/** @typedef {import('./routeTypes.mjs').Route} Route */

/** @param {unknown} value */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @type {Route[]} */
export const formRoutes = [
  {
    method: 'POST',
    path: '/api/form/FormSubmissionKey',
    handle: (_request, site) => ({ status: 200, json: { key: site.formKeys.issue() } }),
  },
  {
    method: 'POST',
    path: '/api/form/SaveFormSubmission',
    handle(request, site) {
      const body = isRecord(request.body) ? /** @type {Record<string, unknown>} */ (request.body) : {};
      if (!site.formKeys.spend(body.key)) return { status: 401, json: { error: FORM_MESSAGES.unauthorized } };

      const given = body.formId ?? request.query.get('formId');
      const formId = given === undefined || given === null || given === '' ? null : String(given);
      const form = formId === null ? null : site.forms.get(formId);
      if (formId !== null && !form) return { status: 404, json: { error: FORM_MESSAGES.notConfigured } };

      if (!site.rateLimit.take(request.address)) return { status: 429, json: { error: FORM_MESSAGES.rateLimited } };

      const parsed = jsonField(body.form);
      if (!parsed.ok || !isRecord(parsed.value)) return { status: 400, json: { error: FORM_MESSAGES.unparseableFields } };
      const values = /** @type {Record<string, unknown>} */ (parsed.value);

      const errors = form ? validateSubmission(form.fields, values) : {};
      if (Object.keys(errors).length > 0) return { status: 400, json: { errors } };

      const { key: _spent, ...payload } = body;
      const id = site.db.insert('form_submissions', {
        form_id: formId,
        page_path: request.referrerPath,
        visitor: request.visitor,
        collection_id: body.collectionId,
        object_name: body.objectName,
        is_overlay_form: body.isOverlayForm,
        submit_button_text: body.submitButtonText,
        form_json: values,
        payload_json: { ...payload, form: values },
      });
      return { status: 200, json: { success: true, submissionId: id } };
    },
  },
];
