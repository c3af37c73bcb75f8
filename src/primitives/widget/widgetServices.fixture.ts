/**
 * For the summary and social gallery view tests: block services whose data call answers
 * from a script (`recordingFetch`) and records what was sent (the tests render with them
 * through the themed render's `services`), and a way to let the answers arrive inside act().
 */
import { act } from 'react';
import { memoryCookieJar } from '../../services/cookies/cookieJar';
import { createDataCall } from '../../services/http/dataCall';
import { recordingFetch, type Responder, type ScriptedAnswer } from '../../services/http/recordingFetch';
import { createFormSubmitter } from '../../services/forms';
import type { BlockServices } from '../services';

export function widgetServices(script: Responder | readonly ScriptedAnswer[]) {
  const fetch = recordingFetch(script);
  const cookies = memoryCookieJar({ crumb: 'c1' });
  const services: BlockServices = {
    forms: createFormSubmitter({ fetch }),
    fetch,
    query: '',
    dataCall: createDataCall({ fetch, cookies }),
  };
  /** The form fields of each call made so far. */
  const sent = () => fetch.requests.map((r) => Object.fromEntries(new URLSearchParams(r.body ?? '')));
  return { fetch, services, sent };
}

/** Lets pending answers arrive and their renders settle. */
export const arrive = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
