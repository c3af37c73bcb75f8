// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { afterEach, describe, expect, it } from 'vitest';
import { insertOwnerHtml } from './insertOwnerHtml';

type Marks = { __formScriptRuns?: string[] };
const marks = () => ((globalThis as Marks).__formScriptRuns ??= []);

afterEach(() => {
  delete (globalThis as Marks).__formScriptRuns;
  document.body.innerHTML = '';
});

describe('insertOwnerHtml', () => {
  it('shows the HTML and runs each script inside it once, in order', () => {
    const box = document.createElement('div');
    document.body.appendChild(box);
    marks();
    insertOwnerHtml(
      box,
      '<p>Thanks! <a href="/menu">See the menu</a></p><script>globalThis.__formScriptRuns.push("first")</script><div><script>globalThis.__formScriptRuns.push("second")</script></div>',
    );
    expect(box.querySelector('p')?.textContent).toBe('Thanks! See the menu');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/menu');
    expect((globalThis as Marks).__formScriptRuns).toEqual(['first', 'second']);
  });

  it('keeps the attributes of a re-run script', () => {
    const box = document.createElement('div');
    document.body.appendChild(box);
    const [script] = insertOwnerHtml(box, '<script type="text/plain" data-owner="site">not code</script>');
    expect(script?.getAttribute('type')).toBe('text/plain');
    expect(script?.dataset.owner).toBe('site');
    expect(script?.text).toBe('not code');
    expect(box.querySelectorAll('script')).toHaveLength(1);
  });

  it('replaces what the container held before', () => {
    const box = document.createElement('div');
    box.innerHTML = '<form></form>';
    insertOwnerHtml(box, '<strong>Done</strong>');
    expect(box.innerHTML).toBe('<strong>Done</strong>');
  });
});
