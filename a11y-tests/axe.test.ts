import { describe, expect, it } from 'vitest';
import { readOptOuts, WCAG_22_AA_TAGS } from './axe';
import { a11yOptOut } from '../.storybook/a11y';

describe('accessibility opt-outs', () => {
  it('reads opt-outs written with a11yOptOut', () => {
    const { a11y } = a11yOptOut(['color-contrast', 'The table shows a failing pair on purpose']);
    expect(readOptOuts(a11y)).toEqual({ optOuts: [{ rule: 'color-contrast', reason: 'The table shows a failing pair on purpose' }], problems: [] });
    expect(a11y.config.rules).toEqual([{ id: 'color-contrast', enabled: false }]);
  });

  it('refuses opt-outs without a reason, a rule disabled behind its back, and a blanket disable', () => {
    expect(() => a11yOptOut(['image-alt', 'no'])).toThrow('a written reason is required');
    const { problems } = readOptOuts({ optOuts: [{ rule: 'x' }], disable: true, config: { rules: [{ id: 'region', enabled: false }] } });
    expect(problems).toEqual([
      expect.stringContaining('needs a rule and a written reason'),
      expect.stringContaining('turns every check off'),
      expect.stringContaining('rule region is disabled without a reason'),
    ]);
  });

  it('checks WCAG 2.2 A and AA', () => {
    expect(WCAG_22_AA_TAGS).toEqual(expect.arrayContaining(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']));
    expect(readOptOuts(undefined)).toEqual({ optOuts: [], problems: [] });
  });
});
