import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import { SiteUserLogin } from '../../src/blocks/siteUserLogin/SiteUserLogin';
import { sessionOutcomeOf, SITE_USER_LOGIN_TEXT as TEXT } from '../../src/blocks/siteUserLogin/siteUserLogin.rules';
import { Button } from '../../src/primitives/buttons/Button';
import { memoryCookieJar } from '../../src/services/cookies/cookieJar';
import { createDataCall } from '../../src/services/http/dataCall';
import { createSiteUserSession, SITE_USER_SESSION_URL } from '../../src/services/session/siteUserSession';
import { createSiteUserToken } from '../../src/services/session/siteUserToken';
import { expectDialogContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';

/** The dictionary's message (002 §8): the dev site refuses a login with it, and the spec gives no other login wording. */
const INVALID_EMAIL = 'Please enter a valid email';
const OPENER = 'Log in to your account';

interface LoginPageProps {
  /** The visitor already holds a site-user session (its token is in the page's session storage). */
  signedIn: boolean;
}

/**
 * A page with the dialog's opener (on a published page Escape or a login-required reply
 * opens it) and the services the runtime gives it: the site-user session over the data call
 * and the browser's fetch, answered by the story's request handlers.
 */
function LoginPage({ signedIn }: LoginPageProps) {
  const [session] = useState(() => {
    const token = createSiteUserToken();
    if (signedIn) token.set('story-xsrf-token');
    const call = createDataCall({
      fetch: (url, init) => window.fetch(url, init),
      cookies: memoryCookieJar(),
      defaultHeaders: () => token.headers(),
    });
    return createSiteUserSession({ call, token });
  });
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  const settle = (outcome: ReturnType<typeof sessionOutcomeOf>) => {
    // on a page the session's change reloads it, which takes the dialog away
    if (outcome.ok) {
      setChanged(true);
      setOpen(false);
    }
    return outcome;
  };
  return (
    <div style={{ minHeight: 420 }}>
      <h1 style={{ margin: '0 0 8px', fontSize: 24 }}>Harbour Coffee Roasters</h1>
      <p style={{ margin: '0 0 16px' }}>Members see their saved orders after logging in.</p>
      <Button $variant="outline" onClick={() => setOpen(true)}>
        {OPENER}
      </Button>
      {changed && (
        <p data-session-changed="" style={{ marginTop: 16 }}>
          The session changed: the page would now reload.
        </p>
      )}
      {open && (
        <SiteUserLogin
          loggedIn={session.isLoggedIn()}
          onLogin={async (credentials) => settle(sessionOutcomeOf(await session.login(credentials)))}
          onLogout={async () => settle(sessionOutcomeOf(await session.logout({ cloneCart: false })))}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

const sessionUrl = `*${SITE_USER_SESSION_URL}`;
const sessionHandlers = {
  accepted: http.post(sessionUrl, () => HttpResponse.json({ xsrfToken: 'story-xsrf-token' })),
  refused: http.post(sessionUrl, () => HttpResponse.json({ error: INVALID_EMAIL }, { status: 400 })),
  /** Never answers: the dialog stays in its sending state. */
  pending: http.post(sessionUrl, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  loggedOut: http.delete(sessionUrl, () => HttpResponse.json({})),
};
const mswWith = (...handlers: (typeof sessionHandlers)[keyof typeof sessionHandlers][]) => ({ msw: { handlers } });

const meta = {
  title: 'Blocks/Site User Login',
  component: LoginPage,
  subcomponents: { SiteUserLogin },
  tags: ['autodocs', 'page-chrome'],
  args: { signedIn: false },
  argTypes: { signedIn: { control: 'boolean', description: 'The visitor already holds a site-user session: the dialog offers Log Out' } },
  parameters: mswWith(sessionHandlers.accepted, sessionHandlers.loggedOut),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

async function openLogin(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: OPENER }));
  return page().findByRole('dialog');
}

async function logIn(dialog: HTMLElement, email: string) {
  const form = within(dialog);
  await userEvent.type(form.getByLabelText(TEXT.email), email);
  await userEvent.type(form.getByLabelText(TEXT.password), 'not-my-password');
  await userEvent.click(form.getByRole('button', { name: TEXT.logIn }));
}

/** Opened: the email field has focus. */
export const Login: Story = {
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openLogin(canvasElement);
    await expect(dialog).toHaveAccessibleName(TEXT.loginTitle);
    await waitFor(() => expect(within(dialog).getByLabelText(TEXT.email)).toHaveFocus());
  },
};

/** The server refuses the login: its message, and the visitor may try again. */
export const Refused: Story = {
  parameters: { ...visualParameters({ viewport: true }), ...mswWith(sessionHandlers.refused) },
  play: async ({ canvasElement }) => {
    const dialog = await openLogin(canvasElement);
    await logIn(dialog, 'ana.harbour.example');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(INVALID_EMAIL);
    await expect(within(dialog).getByRole('button', { name: TEXT.logIn })).not.toHaveAttribute('aria-disabled', 'true');
  },
};

/** The call is under way: the button says so and a second press is ignored. */
export const Sending: Story = {
  parameters: { ...visualParameters({ viewport: true }), ...mswWith(sessionHandlers.pending) },
  play: async ({ canvasElement }) => {
    const dialog = await openLogin(canvasElement);
    await logIn(dialog, 'ana@harbour.example');
    const button = await within(dialog).findByRole('button', { name: TEXT.loggingIn });
    await userEvent.click(button);
    await expect(within(dialog).getByRole('button', { name: TEXT.loggingIn })).toBeVisible();
    await expect(within(dialog).getByLabelText(TEXT.email)).toHaveAttribute('readonly');
  },
};

/**
 * Logged in: the server accepted the login (on a page, the page now reloads with the session); opened again, the
 * dialog offers Log Out instead of the form.
 */
export const SignedIn: Story = {
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openLogin(canvasElement);
    await logIn(dialog, 'ana@harbour.example');
    await within(canvasElement).findByText(/The session changed/);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const again = await openLogin(canvasElement);
    await expect(again).toHaveAccessibleName(TEXT.accountTitle);
    await expect(within(again).getByText(TEXT.loggedIn)).toBeVisible();
    await expect(within(again).queryByLabelText(TEXT.password)).toBeNull();
    await waitFor(() => expect(within(again).getByRole('button', { name: TEXT.logOut })).toBeVisible());
  },
};

/** Logged out: Log Out ended the session (the server answered its DELETE) and the dialog went; the page would now reload without it. */
export const LoggedOut: Story = {
  args: { signedIn: true },
  parameters: { ...visualParameters({ modes: ['desktop'] }), ...mswWith(sessionHandlers.loggedOut) },
  play: async ({ canvasElement }) => {
    const dialog = await openLogin(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.logOut }));
    await within(canvasElement).findByText(/The session changed/);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** The APG dialog pattern: Enter on the opener opens it, focus inside, Tab and Shift+Tab wrap, Escape closes and focus returns. */
export const Keyboard: Story = {
  parameters: visualParameters({ disable: 'Keyboard contract only: the dialog it opens is captured by Login' }),
  play: async ({ canvasElement }) => {
    await expectDialogContract(within(canvasElement).getByRole('button', { name: OPENER }));
  },
};
