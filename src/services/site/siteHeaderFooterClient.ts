import type { DataCall } from '../http/dataCall';
import type { DataCallResult } from '../http/dataCall.types';
import { expectShape, isRecord } from '../http/replyShape';

/**
 * The site header and footer (spec 002 §3, §7): GET and PUT /api/site-header-footer
 * with `{ header, footer }`. What a header or footer holds is not shown in the spec;
 * they are typed by the caller and handed on as the server sent them.
 */
export const SITE_HEADER_FOOTER_URL = '/api/site-header-footer';

export interface SiteHeaderFooter<Header = unknown, Footer = unknown> {
  header: Header;
  footer: Footer;
}

export interface SiteHeaderFooterClient<Header = unknown, Footer = unknown> {
  get(): Promise<DataCallResult<SiteHeaderFooter<Header, Footer>>>;
  put(value: SiteHeaderFooter<Header, Footer>): Promise<DataCallResult<unknown>>;
}

/** A reply holding both fields (either may be null). */
export function readHeaderFooter<Header, Footer>(reply: unknown): SiteHeaderFooter<Header, Footer> | undefined {
  if (!isRecord(reply) || !('header' in reply) || !('footer' in reply)) return undefined;
  return { header: reply.header as Header, footer: reply.footer as Footer };
}

export function createSiteHeaderFooterClient<Header = unknown, Footer = unknown>(call: DataCall): SiteHeaderFooterClient<Header, Footer> {
  return {
    get: async () =>
      expectShape(await call.get(SITE_HEADER_FOOTER_URL), { url: SITE_HEADER_FOOTER_URL, method: 'GET' }, readHeaderFooter<Header, Footer>, 'header and footer'),
    put: ({ header, footer }) => {
      if (header === undefined || footer === undefined) throw new TypeError('A site header/footer update sends both header and footer');
      return call.put(SITE_HEADER_FOOTER_URL, { data: { header, footer }, json: true });
    },
  };
}
