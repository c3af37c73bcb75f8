// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../primitives/testing/themedRender';
import { CodeBlock } from './CodeBlock';

type Marks = { __codeBlockRuns?: number };

afterEach(() => delete (globalThis as Marks).__codeBlockRuns);

describe('CodeBlock', () => {
  it('places the owner’s HTML as written and runs its script once', () => {
    const { view } = render(
      <CodeBlock html={'<p class="hours">Open daily</p><script>globalThis.__codeBlockRuns = (globalThis.__codeBlockRuns || 0) + 1</script>'} />,
    );
    expect(screen.getByText('Open daily')).toBe(view.querySelector('.hours'));
    expect(view.querySelector('.hours')?.textContent).toBe('Open daily');
    expect((globalThis as Marks).__codeBlockRuns).toBe(1);
  });

  it('shows the code as text when display source is on: nothing in it runs or becomes markup', () => {
    const { view } = render(<CodeBlock html={'<p class="hours">Open</p><script>globalThis.__codeBlockRuns = 1</script>'} displaySource />);
    const source = view.querySelector('pre > code');
    expect(source?.textContent).toBe('<p class="hours">Open</p><script>globalThis.__codeBlockRuns = 1</script>');
    expect(view.querySelector('.hours')).toBeNull();
    expect((globalThis as Marks).__codeBlockRuns).toBeUndefined();
    const pre = screen.getByLabelText('Code');
    expect(pre.tagName).toBe('PRE');
    expect(pre.getAttribute('aria-label')).toBe('Code');
    expect(pre.getAttribute('tabindex')).toBe('0');
  });

  it('says an empty block is empty', () => {
    const { view } = render(<CodeBlock html="  " />);
    expect(view.textContent).toBe('This code block is empty');
  });
});
