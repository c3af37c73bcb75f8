import { describe, expect, it } from 'vitest';
import { baselineStoryId, describeSelection, globalReason, keepEntries, selectStories } from './storySelection.mjs';

// A small graph as preview-stats.json gives it: each module with the modules importing it.
const stats = [
  {
    id: './src/primitives/tooltip/Tooltip.tsx',
    reasons: [{ moduleName: './stories/primitives/Tooltip.stories.tsx' }, { moduleName: './src/blocks/chart/DataPoints.tsx' }],
  },
  { id: './src/blocks/chart/DataPoints.tsx', reasons: [{ moduleName: './src/blocks/chart/Chart.tsx' }] },
  { id: './src/blocks/chart/Chart.tsx', reasons: [{ moduleName: './stories/blocks/Chart.stories.tsx' }, { moduleName: './stories/tokens/Overview.mdx' }] },
  { id: './src/primitives/reducedMotion/index.ts', reasons: [{ moduleName: './.storybook/preview.tsx' }, { moduleName: './src/blocks/chart/Chart.tsx' }] },
  { id: './stories/primitives/Tooltip.stories.tsx', reasons: [{ moduleName: '/virtual:/@storybook/builder-vite/storybook-stories.js' }] },
  { id: './stories/blocks/Chart.stories.tsx', reasons: [{ moduleName: '/virtual:/@storybook/builder-vite/storybook-stories.js' }] },
  { id: './stories/blocks/Form.stories.tsx', reasons: [{ moduleName: '/virtual:/@storybook/builder-vite/storybook-stories.js' }] },
  { id: './node_modules/react/index.js', reasons: [{ moduleName: './src/blocks/chart/Chart.tsx' }] },
];
const stories = [
  { id: 'primitives-tooltip--on-hover', importPath: './stories/primitives/Tooltip.stories.tsx' },
  { id: 'primitives-tooltip--on-focus', importPath: './stories/primitives/Tooltip.stories.tsx' },
  { id: 'blocks-chart--bar', importPath: './stories/blocks/Chart.stories.tsx' },
  { id: 'blocks-form--idle', importPath: './stories/blocks/Form.stories.tsx' },
];
const select = (changedFiles: string[], farm = 'visual') => selectStories({ changedFiles, statsModules: stats, stories, farm });

describe('choosing the stories a change can affect', () => {
  it('a component chooses the story files importing it, directly or through other modules, with the chain', () => {
    const selection = select(['src/primitives/tooltip/Tooltip.tsx']);
    expect(selection.everything).toBeNull();
    expect(selection.storyFiles).toEqual([
      {
        file: 'stories/blocks/Chart.stories.tsx',
        because: [['src/primitives/tooltip/Tooltip.tsx', 'src/blocks/chart/DataPoints.tsx', 'src/blocks/chart/Chart.tsx', 'stories/blocks/Chart.stories.tsx']],
      },
      { file: 'stories/primitives/Tooltip.stories.tsx', because: [['src/primitives/tooltip/Tooltip.tsx', 'stories/primitives/Tooltip.stories.tsx']] },
    ]);
  });

  it('a story file chooses itself; a docs page or an unimported file chooses nothing', () => {
    const selection = select(['stories/blocks/Form.stories.tsx', 'stories/tokens/Overview.mdx', 'e2e/forms.spec.ts']);
    expect(selection.storyFiles.map((s) => s.file)).toEqual(['stories/blocks/Form.stories.tsx']);
    expect(selection.unrelated).toEqual(['stories/tokens/Overview.mdx', 'e2e/forms.spec.ts']);
  });

  it('what the preview imports chooses every story, saying through what', () => {
    expect(select(['src/primitives/reducedMotion/index.ts']).everything).toEqual({
      file: 'src/primitives/reducedMotion/index.ts',
      why: 'imported by the preview (src/primitives/reducedMotion/index.ts ← .storybook/preview.tsx)',
    });
  });

  it('global files choose every story by their path, before any graph', () => {
    for (const file of [
      '.storybook/preview.tsx',
      'src/tokens/palette.ts',
      'package-lock.json',
      'vite.config.ts',
      'stories/assets/a.jpg',
      'scripts/farm/page-driver.js',
    ]) {
      const selection = selectStories({ changedFiles: ['README.md', file], statsModules: null, stories, farm: 'a11y' });
      expect(selection.everything?.file).toBe(file);
    }
  });

  it("each farm's own code is global for that farm only", () => {
    expect(globalReason('visual-tests/stories.spec.ts', 'visual')).toBe("the visual farm's own files");
    expect(globalReason('visual-tests/baselines/BROWSER.json', 'visual')).toBe("the visual farm's own files");
    expect(globalReason('visual-tests/baselines/blocks-chart--bar--dark.png', 'visual')).toBeNull();
    expect(globalReason('visual-tests/stories.spec.ts', 'a11y')).toBeNull();
    expect(globalReason('a11y-tests/axe.ts', 'a11y')).toBe("the accessibility farm's own files");
    expect(globalReason('a11y-tests/axe.ts', 'visual')).toBeNull();
    // the keyboard contracts are imported by stories: the graph decides
    expect(globalReason('a11y-tests/keyboard/tabs.ts', 'a11y')).toBeNull();
  });

  it('a changed baseline chooses its story for the visual farm only', () => {
    expect(baselineStoryId('visual-tests/baselines/blocks-chart--bar--dark.png')).toBe('blocks-chart--bar');
    expect(select(['visual-tests/baselines/blocks-chart--bar--dark.png']).storyIds).toEqual([
      { id: 'blocks-chart--bar', because: 'visual-tests/baselines/blocks-chart--bar--dark.png' },
    ]);
    expect(select(['visual-tests/baselines/blocks-chart--bar--dark.png'], 'a11y').storyIds).toEqual([]);
    expect(select(['visual-tests/baselines/gone--story--dark.png']).unrelated).toEqual(['visual-tests/baselines/gone--story--dark.png']);
  });

  it('the index keeps the chosen files and ids, and the description counts their stories', () => {
    const entries = Object.fromEntries([...stories, { id: 'blocks-chart--docs', importPath: './stories/blocks/Chart.stories.tsx' }].map((s) => [s.id, s]));
    const selection = select(['src/blocks/chart/Chart.tsx', 'visual-tests/baselines/blocks-form--idle--mobile.png']);
    expect(Object.keys(keepEntries(entries, selection)).sort()).toEqual(['blocks-chart--bar', 'blocks-chart--docs', 'blocks-form--idle']);
    const { count, lines } = describeSelection(selection, stories);
    expect(count).toBe(2);
    expect(lines).toEqual([
      '2 of 4 stories, from 1 story files and 1 changed baselines:',
      '  stories/blocks/Chart.stories.tsx (1): imports src/blocks/chart/Chart.tsx',
      '  blocks-form--idle: its baseline visual-tests/baselines/blocks-form--idle--mobile.png changed',
    ]);
  });

  it('nothing reached: zero stories', () => {
    const selection = select(['site/server.mjs']);
    expect(describeSelection(selection, stories).count).toBe(0);
    expect(keepEntries(Object.fromEntries(stories.map((s) => [s.id, s])), selection)).toEqual({});
  });
});
