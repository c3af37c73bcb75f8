import type { ComponentType } from 'react';

/**
 * The captcha slot of a form. The runtime passes a widget over the captcha service; a
 * story passes a stand-in. The widget reports the visitor's response (null when it
 * expires) and starts over whenever `resetKey` changes (after each failed submission).
 */
export interface CaptchaWidgetProps {
  onToken(token: string | null): void;
  resetKey: number;
  /** Under 320 px of container width the captcha shows its compact size. */
  compact: boolean;
  /** The id of the captcha's error message, when one is shown. */
  describedBy: string | undefined;
}

export type CaptchaWidget = ComponentType<CaptchaWidgetProps>;
