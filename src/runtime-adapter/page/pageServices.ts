/**
 * What page behaviour needs from the services layer, as an interface: the runtime is
 * written against it, tests pass fakes, and `createPageServices` builds the real one.
 * Types only.
 */
import type { StorageSource } from '../../platform/storage/storageAccess';
import type { CookieJar } from '../../services/cookies/cookieJar';
import type { CensusButton } from '../../services/tracking/census/census';
import type { LoginParameters } from './escapeKey.rules';
import type { ConsentAnswer } from './consentBanner.rules';
import type { CommerceLinkServices } from './commerceLinks';

export type { StorageLike } from '../../platform/storage/storageAccess';

/** The admin frame around the page when it runs in admin backend mode. */
export interface AdminBackend {
  isGuideOpen(): boolean;
  closeGuide(): void;
  toggleFullscreenPreview(): void;
}

export interface ErrorDetails {
  /** 'error' for an uncaught error, 'unhandledrejection' for a rejected promise nobody handled. */
  source: 'error' | 'unhandledrejection';
  message: string;
  filename?: string;
  line?: number;
  column?: number;
}

export interface PageServices {
  /** The page's cookies (the consent cookie is read through it). */
  cookies: CookieJar;
  /**
   * Session storage: the object, null where the page has none, or a getter (reading
   * `window.sessionStorage` throws where storage is blocked); read through `storageAccess`,
   * which logs a failure with the spec's message.
   */
  sessionStorage: StorageSource;
  /** Creates or updates the visitor cookies (ss_cvr, ss_cvt) for this visit. */
  touchVisitorCookies(): void;
  /** Stores the visitor's cookie banner answer (accept: true, decline: false and the tracking cookies cleared). */
  recordConsent(answer: ConsentAnswer): void;
  /** Records the page view hit. */
  recordPageView(): void;
  /** Records a button block's render or click (census button-render / button-click). */
  recordButton(kind: 'render' | 'click', button: CensusButton): void;
  /** Queues an uncaught error for the error report. */
  reportError(error: unknown, details: ErrorDetails): void;
  /** Ends the logged-in session (POST /api/auth/Logout through the data call); rejects when it did not end. */
  logout(): Promise<void>;
  /** Opens login or signup in the page; false when it cannot open here (the caller then redirects). */
  openLogin(params: LoginParameters): boolean;
  /** Goes to another address (a full navigation). */
  navigate(url: string): void;
  /** Whether a dialog is open on the page (Escape then belongs to it). */
  isDialogOpen(): boolean;
  /** The admin frame's controls in admin backend mode, else null. */
  adminBackend: AdminBackend | null;
  /** What the commerce links use: the page navigator (this window, the top window, the alert) and the cookies. */
  commerce: CommerceLinkServices;
}
