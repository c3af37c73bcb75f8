/**
 * The accessibility checks, defined once for the a11y addon's panel (the preview's
 * `parameters.a11y`) and the accessibility farm (`a11y-tests/axe.ts`): the same WCAG 2.2
 * A/AA rules over the same part of the page, and a violation is an error in both.
 */

/** The axe tags of WCAG 2.2 A and AA: the only rules either runs (no best practices). */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What axe checks: the story root, and any overlay a story renders into a portal host outside it. */
export const A11Y_CONTEXT = { include: ['#storybook-root', '[data-portal]'] };

/** axe's run options both use. */
export const A11Y_RUN_OPTIONS = { runOnly: { type: 'tag' as const, values: WCAG_22_AA_TAGS } };

/**
 * The preview's `parameters.a11y`: the addon's panel checks what the farm checks, and a
 * violation fails the story (`test: 'error'`). A story's opt-outs (below) merge into it.
 */
export const A11Y_PARAMETER = { test: 'error' as const, context: A11Y_CONTEXT, options: A11Y_RUN_OPTIONS };

/**
 * The only way a story opts out of an axe rule: with a reason. The accessibility farm
 * lists every opt-out in its summary; the a11y panel in Storybook honours the same.
 *
 *   parameters: a11yOptOut('color-contrast', 'Shows a deliberately failing pair in the contrast table')
 */
export interface A11yOptOut {
  rule: string;
  reason: string;
}

export function a11yOptOut(...pairs: [rule: string, reason: string][]) {
  const optOuts: A11yOptOut[] = pairs.map(([rule, reason]) => {
    if (!reason || reason.trim().length < 10) throw new Error(`a11yOptOut(${rule}): a written reason is required`);
    return { rule, reason };
  });
  return {
    a11y: {
      optOuts,
      config: { rules: optOuts.map(({ rule }) => ({ id: rule, enabled: false })) },
    },
  };
}
