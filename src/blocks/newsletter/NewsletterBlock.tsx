import { useId } from 'react';
import styled from 'styled-components';
import { useMeasuredWidth } from '../../primitives/measure/useMeasuredWidth';
import { SubmittableForm, type FormSettingsProps } from '../../primitives/form/SubmittableForm';
import { newsletterLayout, type NewsletterAlignment } from './newsletterLayout.rules';

export interface NewsletterBlockProps extends FormSettingsProps {
  /** The block's heading. */
  title?: string | undefined;
  /** The text under the heading. */
  description?: string | undefined;
  /** The text under the heading as the owner wrote it (rich text, links, the page's own); shown instead of `description`. */
  descriptionHtml?: string | undefined;
  /** The small print under the form, as the owner wrote it (rich text). */
  footnoteHtml?: string | undefined;
  /** The block's alignment; the page's left when absent. */
  align?: NewsletterAlignment | undefined;
  /** Fields and button stacked at any width (the page's stacked layout); side by side otherwise, when there is room. */
  stacked?: boolean | undefined;
}

const Box = styled.div`
  font-family: var(--font-family, system-ui, sans-serif);
  color: var(--color-text);

  & h2 {
    margin: 0 0 8px;
    font-size: 1.5em;
  }
  & .newsletter-description {
    margin: 0 0 16px;
  }
  & .newsletter-description > :first-child {
    margin-top: 0;
  }
  & .newsletter-footnote {
    margin-top: 12px;
    font-size: 0.875em;
  }

  /* The page's alignment: the text, and the form itself (it is narrower than the block) with its button. */
  &[data-align='center'] {
    text-align: center;
  }
  &[data-align='right'] {
    text-align: right;
  }
  &[data-align='center'] > form {
    margin-inline: auto;
  }
  &[data-align='right'] > form {
    margin-left: auto;
  }
  &[data-align='center'][data-layout='newsletter-stacked'] .form-button {
    align-self: center;
  }
  &[data-align='right'][data-layout='newsletter-stacked'] .form-button {
    align-self: flex-end;
  }
`;

/**
 * The newsletter block: the form machinery with fields and button side by side, stacked
 * when the container is under 320 px wide; no error-above message; a subscribe tracking
 * event after a successful sign-up. Needs a `ServicesProvider` above it.
 */
export function NewsletterBlock({ title, description, descriptionHtml, footnoteHtml, align, stacked, definition, ...settings }: NewsletterBlockProps) {
  const [measure, width] = useMeasuredWidth();
  const layout = newsletterLayout(width, stacked);
  const titleId = `newsletter${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const header =
    title || description || descriptionHtml ? (
      <>
        {title && <h2 id={titleId}>{title}</h2>}
        {descriptionHtml ? (
          <div className="newsletter-description" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
        ) : (
          description && <p className="newsletter-description">{description}</p>
        )}
      </>
    ) : null;
  return (
    <Box ref={measure} className="newsletter-block" data-layout={layout} data-align={align}>
      <SubmittableForm
        {...settings}
        definition={{ ...definition, isNewsletter: true }}
        layout={layout}
        header={header}
        {...(title ? { labelledBy: titleId } : { label: 'Newsletter' })}
      />
      {footnoteHtml && <div className="newsletter-footnote" dangerouslySetInnerHTML={{ __html: footnoteHtml }} />}
    </Box>
  );
}
