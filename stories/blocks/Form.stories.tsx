import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormBlock } from '../../src/blocks/form';
import { FORM_MESSAGES, invalidEmailMessage } from '../../src/services/forms';
import {
  contactForm,
  contactFormWithCaptcha,
  everyFieldKindForm,
  formStoryParameters,
  mswWith,
  renderOnStoryPage,
  saveHandlers,
  sharedFormArgTypes,
  StandInCaptcha,
  type Canvas,
} from './formFixtures';
import { SubmittableForm } from '../../src/primitives/form/SubmittableForm';
import { FormView } from '../../src/primitives/form/FormView';
import { SubmissionMessage } from '../../src/primitives/form/SubmissionMessage';
import { FormFieldView } from '../../src/primitives/form/fields/FormFieldView';
import { FieldShell, GroupShell } from '../../src/primitives/form/fields/FieldShell';
import { SingleLineField, TextareaFieldView } from '../../src/primitives/form/fields/TextFields';
import { CheckboxFieldView, LikertFieldView, RadioFieldView, SelectFieldView } from '../../src/primitives/form/fields/ChoiceFields';
import { AddressFieldView, DateFieldView, NameFieldView, PhoneFieldView, TimeFieldView } from '../../src/primitives/form/fields/CompoundFields';
import { ServicesProvider } from '../../src/primitives/services';

const meta = {
  title: 'Blocks/Form',
  component: FormBlock,
  subcomponents: {
    SubmittableForm,
    FormView,
    SubmissionMessage,
    FormFieldView,
    FieldShell,
    GroupShell,
    SingleLineField,
    TextareaFieldView,
    CheckboxFieldView,
    LikertFieldView,
    RadioFieldView,
    SelectFieldView,
    AddressFieldView,
    DateFieldView,
    NameFieldView,
    PhoneFieldView,
    TimeFieldView,
    ServicesProvider,
  },
  tags: ['autodocs', 'form-blocks'],
  args: {
    definition: contactForm,
    submissionText: 'Thanks for writing in! We answer within two working days.',
    emailFormatExample: 'email@example.com',
  },
  argTypes: {
    definition: { control: 'object', description: 'The form as read from the block JSON (`readFormDefinition`): fields, formId, submit button text, captcha' },
    submissionText: { control: 'text', description: 'The post-submit message (the page’s `.form-submission-text`)' },
    submissionHtml: { control: 'text', description: 'The post-submit HTML (`.form-submission-html`, unescaped); scripts inside run again' },
    redirectUrl: { control: 'text', description: 'Where a successful submission goes instead (through the services’ navigate)' },
    ...sharedFormArgTypes,
  },
  render: renderOnStoryPage(FormBlock),
  parameters: formStoryParameters,
} satisfies Meta<typeof FormBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG_MESSAGE =
  'We would love to order beans for our office every month: two kilos of the house blend, one of the single origin, ground for filter, delivered on Mondays before nine, with invoices by email please. Thank you!';

async function fillContact(canvas: Canvas, { email = 'sam@harbour.example', message = 'Do you roast decaf?' } = {}) {
  await userEvent.type(canvas.getByLabelText('First name'), 'Sam');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Rivera');
  await userEvent.type(canvas.getByLabelText(/^Email/), email);
  await userEvent.selectOptions(canvas.getByLabelText(/^Subject/), 'Wholesale beans');
  await userEvent.click(canvas.getByLabelText(/^Message/));
  await userEvent.paste(message);
}

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: /Send message|Book the tasting/ }));

/** Fills the contact form, sends it, and waits for the message the visitor would see. */
const sendAndExpect =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await submit(canvas);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(text));
    // What the visitor typed is kept, and the form can be sent again.
    await expect(canvas.getByLabelText('First name')).toHaveValue('Sam');
    await expect(canvas.getByRole('button', { name: 'Send message' })).not.toHaveAttribute('aria-disabled');
  };

export const EveryFieldKind: Story = {
  args: { definition: everyFieldKindForm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'About you' })).toBeVisible();
    await expect(canvas.getByLabelText('Country code')).toBeVisible();
    await expect(canvas.getByText('0 / 300')).toBeVisible();
    // The hidden field takes the same-named query parameter.
    await expect(canvasElement.querySelector('input[type="hidden"][name="utm_source"]')).toHaveValue('spring-mailer');
  },
};

export const Idle: Story = {};

export const Submitting: Story = {
  parameters: mswWith(saveHandlers.pending),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await submit(canvas);
    const button = await canvas.findByRole('button', { name: 'Submitting…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByLabelText('First name')).toBeDisabled();
    // A second press is ignored: still one submission in flight.
    await userEvent.click(button);
    await expect(canvas.getByRole('button', { name: 'Submitting…' })).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await submit(canvas);
    const message = await canvas.findByRole('status');
    await expect(message).toHaveTextContent('Thanks for writing in!');
    await waitFor(() => expect(message).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Send message' })).toBeNull();
  },
};

export const SuccessWithRedirect: Story = {
  args: { redirectUrl: '/thank-you?from=contact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await submit(canvas);
    await waitFor(() => expect(canvasElement.querySelector('[data-redirect]')).toHaveTextContent('/thank-you?from=contact'));
  },
};

export const SuccessWithHtml: Story = {
  args: {
    submissionText: '',
    submissionHtml:
      '<p><strong>Message received.</strong> While you wait, <a href="/beans">see this week’s beans</a>.</p><p data-script-ran="">Your reference: (waiting for the page script)</p><script>document.querySelectorAll("[data-script-ran]").forEach(function (p) { p.textContent = "Your reference: HC-2041 (written by the post-submit script)"; });</script>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await submit(canvas);
    await canvas.findByRole('link', { name: 'see this week’s beans' });
    await waitFor(() => expect(canvas.getByText(/HC-2041/)).toBeVisible());
  },
};

export const FieldErrors: Story = {
  parameters: mswWith(
    saveHandlers.fieldErrors({ 'email-2': 'This address already has a message waiting for us.', 'textarea-4': 'Please tell us a little more.' }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await submit(canvas);
    await canvas.findByText(FORM_MESSAGES.errorAbove);
    const email = canvas.getByLabelText(/^Email/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This address already has a message waiting for us.');
  },
};

export const NotConfigured: Story = { parameters: mswWith(saveHandlers.status(404)), play: sendAndExpect(FORM_MESSAGES.notConfigured) };
export const RateLimited: Story = { parameters: mswWith(saveHandlers.status(429)), play: sendAndExpect(FORM_MESSAGES.rateLimited) };
export const Unauthorized: Story = { parameters: mswWith(saveHandlers.status(401)), play: sendAndExpect(FORM_MESSAGES.unauthorized) };
export const ServerError: Story = { parameters: mswWith(saveHandlers.status(500)), play: sendAndExpect(FORM_MESSAGES.serverError) };
export const NetworkError: Story = { parameters: mswWith(saveHandlers.networkError), play: sendAndExpect(FORM_MESSAGES.networkError) };
export const MalformedReply: Story = { parameters: mswWith(saveHandlers.malformed), play: sendAndExpect(FORM_MESSAGES.processingError) };

export const CaptchaIncomplete: Story = {
  args: { definition: contactFormWithCaptcha, captcha: StandInCaptcha },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await submit(canvas);
    await canvas.findByText(FORM_MESSAGES.captchaIncomplete);
    await expect(canvas.getByRole('checkbox', { name: /not a robot/ })).toHaveAccessibleDescription(FORM_MESSAGES.captchaIncomplete);
  },
};

export const CharacterLimitExceeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas, { message: LONG_MESSAGE });
    await expect(canvas.getByText(`${LONG_MESSAGE.length} / 200`)).toHaveAttribute('data-over', 'true');
    await submit(canvas);
    await canvas.findByText(FORM_MESSAGES.characterLimit);
    await expect(canvas.getByRole('alert')).toHaveTextContent(FORM_MESSAGES.invalidForm);
    // Nothing the visitor typed is cut.
    await expect(canvas.getByLabelText(/^Message/)).toHaveValue(LONG_MESSAGE);
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas, { email: 'sam@harbour' });
    await submit(canvas);
    await canvas.findByText(invalidEmailMessage('email@example.com'));
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};
