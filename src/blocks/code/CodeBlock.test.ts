// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { createElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';
import { PALETTE_PRESETS, PaletteThemeProvider, generatePreset } from '../../tokens';
import { CodeBlock, type CodeBlockProps } from './CodeBlock';

type Marks = { __codeBlockRuns?: number };
const host = setUpReactTestHost();
const palette = generatePreset('#2f6f8f', PALETTE_PRESETS[0]);
const render = (element: ReactElement) => host.render(createElement(PaletteThemeProvider, { palette }, element));
const code = (props: CodeBlockProps) => render(createElement(CodeBlock, props));

afterEach(() => delete (globalThis as Marks).__codeBlockRuns);

describe('CodeBlock', () => {
  it('places the owner’s HTML as written and runs its script once', () => {
    code({ html: '<p class="hours">Open daily</p><script>globalThis.__codeBlockRuns = (globalThis.__codeBlockRuns || 0) + 1</script>' });
    expect(host.host.querySelector('.hours')?.textContent).toBe('Open daily');
    expect((globalThis as Marks).__codeBlockRuns).toBe(1);
  });

  it('shows the code as text when display source is on: nothing in it runs or becomes markup', () => {
    code({ html: '<p class="hours">Open</p><script>globalThis.__codeBlockRuns = 1</script>', displaySource: true });
    const source = host.host.querySelector('pre > code');
    expect(source?.textContent).toBe('<p class="hours">Open</p><script>globalThis.__codeBlockRuns = 1</script>');
    expect(host.host.querySelector('.hours')).toBeNull();
    expect((globalThis as Marks).__codeBlockRuns).toBeUndefined();
    expect(host.host.querySelector('pre')?.getAttribute('aria-label')).toBe('Code');
    expect(host.host.querySelector('pre')?.getAttribute('tabindex')).toBe('0');
  });

  it('says an empty block is empty', () => {
    code({ html: '  ' });
    expect(host.host.textContent).toBe('This code block is empty');
  });
});
