import type { DataCall } from '../http/dataCall';
import type { DataCallResult } from '../http/dataCall.types';
import { expectShape, isRecord } from '../http/replyShape';

/**
 * Multilingual settings (spec 002 §3, §7) as a thin typed client over the data call.
 * The fields of settings, status and a language are not shown in the spec, so they
 * are handed on as the server sent them.
 */
export const MULTILINGUAL_URLS = {
  settings: '/api/multilingual/settings',
  status: '/api/multilingual/status',
  languages: '/api/multilingual/languages',
  connection: '/api/multilingual/connection',
} as const;

export type MultilingualSettings = Readonly<Record<string, unknown>>;
export type MultilingualStatus = Readonly<Record<string, unknown>>;
/** A language as the server describes it (a code, or a record); its fields are not shown. */
export type MultilingualLanguage = string | Readonly<Record<string, unknown>>;

export interface MultilingualClient {
  getSettings(): Promise<DataCallResult<MultilingualSettings>>;
  getStatus(): Promise<DataCallResult<MultilingualStatus>>;
  getLanguages(): Promise<DataCallResult<MultilingualLanguage[]>>;
  putLanguages(languages: readonly MultilingualLanguage[]): Promise<DataCallResult<unknown>>;
  /** Disconnects the translation provider. */
  disconnect(): Promise<DataCallResult<unknown>>;
}

function isLanguage(value: unknown): value is MultilingualLanguage {
  return typeof value === 'string' || isRecord(value);
}

/** The list of languages in a reply: the reply itself when it is a list, else its `languages` field. */
export function languagesOf(reply: unknown): MultilingualLanguage[] | undefined {
  const list = Array.isArray(reply) ? reply : isRecord(reply) ? reply.languages : undefined;
  return Array.isArray(list) && list.every(isLanguage) ? [...list] : undefined;
}

export function createMultilingualClient(call: DataCall): MultilingualClient {
  const getRecord = async (url: string) =>
    expectShape(await call.get(url), { url, method: 'GET' }, (data) => (isRecord(data) ? data : undefined), 'an object');
  return {
    getSettings: () => getRecord(MULTILINGUAL_URLS.settings),
    getStatus: () => getRecord(MULTILINGUAL_URLS.status),
    getLanguages: async () =>
      expectShape(await call.get(MULTILINGUAL_URLS.languages), { url: MULTILINGUAL_URLS.languages, method: 'GET' }, languagesOf, 'a list of languages'),
    putLanguages: (languages) => {
      if (!Array.isArray(languages) || !languages.every(isLanguage)) throw new TypeError('Languages are a list of language codes or records');
      return call.put(MULTILINGUAL_URLS.languages, { data: { languages }, json: true });
    },
    disconnect: () => call.del(MULTILINGUAL_URLS.connection),
  };
}
