/**
 * What the form and newsletter stories share: form definitions read from block JSON the
 * way the runtime reads them, services built over the real form submitter with the
 * browser's fetch (so the stories' request handlers answer), the handlers themselves, and a
 * page frame that shows what the page was asked to do (a redirect, tracking calls).
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import type { ArgTypes } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { createFormSubmitter, readFormDefinition, SAVE_FORM_SUBMISSION_URL, FORM_SUBMISSION_KEY_URL } from '../../src/services/forms';
import type { FormDefinition } from '../../src/services/forms';
import { ServicesProvider, type BlockServices } from '../../src/primitives/services';
import type { CaptchaWidgetProps } from '../../src/blocks/form';

const read = (raw: unknown): FormDefinition => readFormDefinition(raw).definition;

/** A café's contact form: the fields most forms have. */
export const contactForm = read({
  formId: '64f0c0ffee0000000000c0de',
  collectionId: '64f0c0ffee00000000000001',
  objectName: 'contact-page',
  submitButtonText: 'Send message',
  fields: [
    { type: 'name', id: 'name-1', title: 'Name', required: true },
    { type: 'email', id: 'email-2', title: 'Email', required: true, placeholder: 'you@example.com' },
    { type: 'select', id: 'select-3', title: 'Subject', options: ['Wholesale beans', 'Private event', 'Something else'] },
    {
      type: 'textarea',
      id: 'textarea-4',
      title: 'Message',
      description: 'Tell us what you have in mind.',
      required: true,
      maxLength: 200,
    },
  ],
});

/** The contact form with a captcha. */
export const contactFormWithCaptcha: FormDefinition = { ...contactForm, captcha: true };

/** Every field kind with its editable properties (002 §3). */
export const everyFieldKindForm = read({
  formId: '64f0c0ffee0000000000a11f',
  submitButtonText: 'Book the tasting',
  fields: [
    { type: 'section', id: 'section-0', title: 'About you', underline: true },
    { type: 'text', id: 'text-1', title: 'Company', description: 'Leave empty if you are booking for yourself.', placeholder: 'Harbour Coffee Roasters' },
    { type: 'name', id: 'name-2', title: 'Name', description: 'As it appears on your ID.', required: true },
    { type: 'email', id: 'email-3', title: 'Email', required: true, placeholder: 'you@example.com' },
    { type: 'phone', id: 'phone-4', title: 'Phone', showCountryCode: true },
    { type: 'phone', id: 'phone-5', title: 'Second phone', showCountryCode: false },
    { type: 'address', id: 'address-6', title: 'Delivery address', description: 'Where we send the sample box.' },
    { type: 'website', id: 'website-7', title: 'Website', placeholder: 'https://' },
    { type: 'twitter', id: 'twitter-8', title: 'Twitter' },
    { type: 'password', id: 'password-9', title: 'Booking code' },
    { type: 'section', id: 'section-10', title: 'The tasting', underline: false, description: 'Pick a day and tell us about your group.' },
    { type: 'date', id: 'date-11', title: 'Date', required: true },
    { type: 'time', id: 'time-12', title: 'Time' },
    { type: 'number', id: 'number-13', title: 'Guests', placeholder: '2' },
    { type: 'currency', id: 'currency-14', title: 'Budget', currencySymbol: '$' },
    { type: 'radio', id: 'radio-15', title: 'Roast', options: ['Light', 'Medium', 'Dark'], required: true },
    { type: 'checkbox', id: 'checkbox-16', title: 'Extras', options: ['Pastries', 'Take-home bag', 'Grinder demo'] },
    { type: 'select', id: 'select-17', title: 'Heard about us from', options: ['A friend', 'Instagram', 'The market stall'] },
    { type: 'likert', id: 'likert-18', title: 'How do you take your coffee?', options: ['I like it strong', 'I add milk'] },
    { type: 'textarea', id: 'textarea-19', title: 'Anything else?', maxLength: 300, placeholder: 'Allergies, access needs…' },
    { type: 'hidden', id: 'hidden-20', title: 'Campaign', key: 'utm_source', value: 'site' },
  ],
});

/** A newsletter sign-up: first name and email. */
export const newsletterForm = read({
  formId: '64f0c0ffee0000000000ne75',
  isNewsletter: true,
  submitButtonText: 'Sign Up',
  fields: [
    { type: 'text', id: 'text-1', title: 'First name', placeholder: 'First name' },
    { type: 'email', id: 'email-2', title: 'Email address', required: true, placeholder: 'Email address' },
  ],
});

/** The page's query string in the stories: it fills the hidden Campaign field. */
export const STORY_QUERY = '?utm_source=spring-mailer';

// ---- request handlers ----

const api = (path: string) => `*${path}`;

/** FormSubmissionKey answers with a key; every story that submits needs it. */
export const submissionKeyHandler: HttpHandler = http.post(api(FORM_SUBMISSION_KEY_URL), () => HttpResponse.json({ key: 'story-submission-key' }));

export const saveHandlers = {
  success: http.post(api(SAVE_FORM_SUBMISSION_URL), () => HttpResponse.json({ success: true })),
  /** Never answers: the form stays in its submitting state. */
  pending: http.post(api(SAVE_FORM_SUBMISSION_URL), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  status: (status: number) => http.post(api(SAVE_FORM_SUBMISSION_URL), () => HttpResponse.json({}, { status })),
  fieldErrors: (errors: Record<string, string>) => http.post(api(SAVE_FORM_SUBMISSION_URL), () => HttpResponse.json({ errors }, { status: 400 })),
  networkError: http.post(api(SAVE_FORM_SUBMISSION_URL), () => HttpResponse.error()),
  malformed: http.post(
    api(SAVE_FORM_SUBMISSION_URL),
    () => new HttpResponse('<html><body>Bad gateway</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
  ),
};

/** The `parameters.msw` of a story: the key handler plus the save handler given. */
export const mswWith = (save: HttpHandler) => ({ msw: { handlers: { key: submissionKeyHandler, save } } });

// ---- the page around a block ----

interface PageLog {
  redirect: string | null;
  tracked: string[];
}

/**
 * Services as the runtime builds them, over the browser's fetch (answered by the story's
 * handlers), plus a visible note of what the page was asked to do.
 */
export function StoryPage({ children, query = STORY_QUERY }: { children: ReactNode; query?: string }) {
  const [log, setLog] = useState<PageLog>({ redirect: null, tracked: [] });
  const [services] = useState<BlockServices>(() => {
    const fetchLike: BlockServices['fetch'] = (url, init) => window.fetch(url, init);
    return {
      forms: createFormSubmitter({ fetch: fetchLike }),
      fetch: fetchLike,
      query,
      navigate: (url) => setLog((l) => ({ ...l, redirect: url })),
      tracking: {
        formRender: (formId) => setLog((l) => ({ ...l, tracked: [...l.tracked, `form-render ${formId}`] })),
        newsletterSubscribe: (formId) => setLog((l) => ({ ...l, tracked: [...l.tracked, `newsletter subscribe ${formId}`] })),
      },
    };
  });
  return (
    <ServicesProvider services={services}>
      {children}
      <aside aria-label="Story page" data-story-page="" style={{ marginTop: 24, paddingTop: 8, borderTop: '1px dashed var(--color-border)', fontSize: 14 }}>
        {log.redirect && (
          <p data-redirect="">
            The page would now go to <code>{log.redirect}</code>
          </p>
        )}
        <p data-tracked="" style={{ margin: 0 }}>
          Tracking calls: {log.tracked.length > 0 ? log.tracked.join(' · ') : 'none'}
        </p>
      </aside>
    </ServicesProvider>
  );
}

/**
 * A stand-in for the captcha widget: a box with a tick that reports a token, and starts
 * over after each failed submission, as the real widget does.
 */
export function StandInCaptcha({ onToken, resetKey, compact, describedBy }: CaptchaWidgetProps) {
  return <StandInCaptchaBox key={resetKey} onToken={onToken} compact={compact} describedBy={describedBy} />;
}

function StandInCaptchaBox({ onToken, compact, describedBy }: Omit<CaptchaWidgetProps, 'resetKey'>) {
  const [ticked, setTicked] = useState(false);
  return (
    <label
      data-captcha-stand-in=""
      style={{ display: 'inline-flex', alignItems: 'center', gap: 10, padding: compact ? 8 : 14, border: '1px solid var(--color-border)', borderRadius: 4 }}
    >
      <input
        type="checkbox"
        checked={ticked}
        aria-describedby={describedBy}
        onChange={(e) => {
          setTicked(e.target.checked);
          onToken(e.target.checked ? 'story-captcha-token' : null);
        }}
        style={{ width: 22, height: 22, margin: 0 }}
      />
      I am not a robot (captcha stand-in)
    </label>
  );
}

// ---- meta parts the form and newsletter stories share ----

/** The `canvas` of a play function. */
export type Canvas = ReturnType<typeof within>;

/** The argTypes of the props both blocks take the same way (`meta.argTypes` spreads them). */
export const sharedFormArgTypes = {
  emailFormatExample: { control: 'text', description: 'The example address in the invalid-email message' },
  eventFields: { control: 'object', description: 'Analytics event fields sent with the submission' },
  captcha: { control: false, description: 'The captcha widget, when the form asks for one' },
} satisfies ArgTypes;

/** `meta.render`: the block with the story's args, inside a StoryPage. */
export function renderOnStoryPage<P extends object>(Block: ComponentType<P>) {
  return function OnStoryPage(args: P) {
    return (
      <StoryPage>
        <Block {...args} />
      </StoryPage>
    );
  };
}

/** `meta.parameters`: every save answered with success unless a story says otherwise. */
export const formStoryParameters = mswWith(saveHandlers.success);
