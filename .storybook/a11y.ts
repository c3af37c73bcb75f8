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
