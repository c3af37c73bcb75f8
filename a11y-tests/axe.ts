/**
 * axe-core in the Storybook preview: injected once per page, run over the story root
 * with the WCAG 2.2 A and AA rules, minus the rules a story opted out of (with a reason).
 */
import { join } from 'node:path';
import type { Page } from 'playwright';
import type { AxeResults, Result } from 'axe-core';
import { A11Y_CONTEXT, A11Y_RUN_OPTIONS, type A11yOptOut } from '../.storybook/a11y.ts';

export { WCAG_22_AA_TAGS } from '../.storybook/a11y.ts';

const AXE_PATH = join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js');

/** Opt-outs from a story's `parameters.a11y`; each must name a rule and give a reason. */
export function readOptOuts(a11y: unknown): { optOuts: A11yOptOut[]; problems: string[] } {
  const problems: string[] = [];
  const parameter = (a11y ?? {}) as { optOuts?: unknown; disable?: unknown; config?: { rules?: Array<{ id?: string; enabled?: boolean }> } };
  const optOuts: A11yOptOut[] = [];
  for (const entry of Array.isArray(parameter.optOuts) ? parameter.optOuts : []) {
    const { rule, reason } = (entry ?? {}) as Partial<A11yOptOut>;
    if (typeof rule !== 'string' || typeof reason !== 'string' || reason.trim().length < 10) {
      problems.push(`an a11y opt-out needs a rule and a written reason: ${JSON.stringify(entry)}`);
    } else optOuts.push({ rule, reason });
  }
  if (parameter.disable) problems.push('parameters.a11y.disable turns every check off; opt out of single rules with a reason instead');
  for (const rule of parameter.config?.rules ?? []) {
    if (rule.enabled === false && !optOuts.some((o) => o.rule === rule.id)) {
      problems.push(`rule ${rule.id} is disabled without a reason; use a11yOptOut('${rule.id}', 'why')`);
    }
  }
  return { optOuts, problems };
}

export async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.addScriptTag({ path: AXE_PATH });
}

/** axe over the story with the addon's context and rules (`.storybook/a11y.ts`), minus the story's opt-outs. */
export async function runAxe(page: Page, disabledRules: string[]): Promise<Result[]> {
  const results = await page.evaluate(
    async ({ context, options, disabledRules }) => {
      const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<AxeResults> } }).axe;
      return axe.run(context, {
        ...options,
        rules: Object.fromEntries(disabledRules.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      });
    },
    { context: A11Y_CONTEXT, options: A11Y_RUN_OPTIONS, disabledRules },
  );
  return results.violations;
}

export function formatViolations(theme: string, violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join('; ') ?? ''}`)
        .join('\n');
      return `  [${theme}] ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${nodes}`;
    })
    .join('\n');
}
