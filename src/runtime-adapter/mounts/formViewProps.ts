/**
 * What the form and newsletter chunks hand their views alike: the definition as published,
 * the captcha widget (where the definition asks for one and the site has a key), where a
 * success goes, and the post-submit text and HTML.
 */
import type { FormMarkup } from '../parse/formMarkup';
import type { PublishedFormRead } from '../parse/publishedForm';
import type { MountContext } from '../mountTypes';
import { formCaptcha } from './pageCaptcha';

export function formViewProps(read: PublishedFormRead, markup: FormMarkup, context: MountContext) {
  return {
    definition: read.definition,
    captcha: formCaptcha(read.definition, context.services.captchaSiteKey),
    redirectUrl: read.redirectUrl,
    submissionText: markup.submissionText,
    submissionTextHtml: markup.submissionTextHtml ?? read.submissionMessageHtml ?? undefined,
    submissionHtml: markup.submissionHtml,
  };
}
