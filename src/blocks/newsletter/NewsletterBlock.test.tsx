import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFormSubmitter, FORM_MESSAGES, readFormDefinition } from '../../services/forms';
import { scriptedFetch } from '../../services/forms/testFetch.fixture';
import { render } from '../../primitives/testing/themedRender';
import { NewsletterBlock } from './NewsletterBlock';

describe('NewsletterBlock', () => {
  it('sends its form as a newsletter whatever the definition says: field errors show without the error-above message', async () => {
    const { definition } = readFormDefinition({ formId: 'form-1', fields: [{ type: 'email', id: 'email-1', title: 'Email', required: true }] });
    expect(definition.isNewsletter).toBe(false);
    const fetch = scriptedFetch([{ body: { key: 'k' } }, { status: 400, body: { errors: { 'email-1': 'Already subscribed.' } } }]);
    const { view, user } = render(<NewsletterBlock title="Join" definition={definition} />, {
      services: { forms: createFormSubmitter({ fetch }), fetch, query: '' },
    });
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'sam@harbour.example');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await act(async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    });
    expect(view.textContent).toContain('Already subscribed.');
    expect(view.textContent).not.toContain(FORM_MESSAGES.errorAbove);
    expect(screen.getByRole('form', { name: 'Join' })).toBeTruthy();
  });
});
