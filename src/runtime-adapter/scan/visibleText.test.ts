// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { visibleText } from './visibleText';

const element = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('the text a visitor sees in server markup', () => {
  it('leaves out noscript fallbacks, scripts, styles, templates and hidden elements', () => {
    const root = element(
      '<figure><noscript><img src="a.jpg" alt="Fallback"></noscript><script>var a = 1;</script><style>p{}</style><template>Kept aside</template><p hidden>Secret</p><figcaption>Harbour at dawn</figcaption></figure>',
    );
    expect(visibleText(root)).toBe('Harbour at dawn');
  });

  it('parts words at line breaks and block ends, and collapses spaces', () => {
    expect(visibleText(element('<p>First</p><p>second</p>one<br>two <span>three</span><div>four</div>five <li>six</li>seven'))).toBe(
      'First second one two threefour five six seven',
    );
    expect(visibleText(element('  <span> spaced \n\n out </span> '))).toBe('spaced out');
  });

  it('is null without text or without a root, and leaves the markup as it was', () => {
    const root = element('<img alt="Only an image"><noscript>x</noscript>');
    expect(visibleText(root)).toBeNull();
    expect(visibleText(null)).toBeNull();
    expect(root.innerHTML).toBe('<img alt="Only an image"><noscript>x</noscript>');
  });
});
