import { useEffect, useLayoutEffect, useRef } from 'react';
import { SuccessBox } from './Form.styles';
import { DEFAULT_SUCCESS_TEXT } from './formWording';
import { insertOwnerHtml } from '../ownerHtml/insertOwnerHtml';

export interface SubmissionMessageProps {
  /** The post-submit message (the page's `.form-submission-text`). */
  text?: string | undefined;
  /** The same message as the owner wrote it (rich text, links); shown instead of `text`. Not run: it is text, not a script. */
  textHtml?: string | undefined;
  /** The post-submit HTML (the page's `.form-submission-html`, already unescaped); its scripts run again. */
  html?: string | undefined;
}

/** What replaces a form after a successful submission. Focus moves here so the message is read out. */
export function SubmissionMessage({ text, textHtml, html }: SubmissionMessageProps) {
  const box = useRef<HTMLDivElement>(null);
  const htmlBox = useRef<HTMLDivElement>(null);
  const shownText = textHtml?.trim() ? '' : text?.trim() ? text : html?.trim() ? '' : DEFAULT_SUCCESS_TEXT;

  useLayoutEffect(() => {
    if (htmlBox.current && html) insertOwnerHtml(htmlBox.current, html);
  }, [html]);

  useEffect(() => {
    box.current?.focus();
  }, []);

  return (
    <SuccessBox ref={box} tabIndex={-1} role="status" className="form-submission-message" data-status="success">
      {textHtml?.trim() && <div className="form-submission-message-text" dangerouslySetInnerHTML={{ __html: textHtml }} />}
      {shownText && <p className="form-submission-message-text">{shownText}</p>}
      {html && <div ref={htmlBox} className="form-submission-message-html" />}
    </SuccessBox>
  );
}
