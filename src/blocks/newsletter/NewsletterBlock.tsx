import { useId } from 'react';
import styled from 'styled-components';
import { useMeasuredWidth } from '../../primitives/measure/useMeasuredWidth';
import { FormMachine, type FormSettingsProps } from '../form/FormMachine';
import { newsletterLayout } from './newsletterLayout.rules';

export interface NewsletterBlockProps extends FormSettingsProps {
  /** The block's heading. */
  title?: string | undefined;
  /** The text under the heading. */
  description?: string | undefined;
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
`;

/**
 * The newsletter block: the form machinery with fields and button side by side, stacked
 * when the container is under 320 px wide; no error-above message; a subscribe tracking
 * event after a successful sign-up. Needs a `ServicesProvider` above it.
 */
export function NewsletterBlock({ title, description, definition, ...settings }: NewsletterBlockProps) {
  const [measure, width] = useMeasuredWidth();
  const layout = newsletterLayout(width);
  const titleId = `newsletter${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const header =
    title || description ? (
      <>
        {title && <h2 id={titleId}>{title}</h2>}
        {description && <p className="newsletter-description">{description}</p>}
      </>
    ) : null;
  return (
    <Box ref={measure} className="newsletter-block" data-layout={layout}>
      <FormMachine
        {...settings}
        definition={{ ...definition, isNewsletter: true }}
        layout={layout}
        header={header}
        {...(title ? { labelledBy: titleId } : { label: 'Newsletter' })}
      />
    </Box>
  );
}
