import { describe, expect, it } from 'vitest';
import { plainText } from './slideText';

describe('slide description text', () => {
  it('drops tags, keeping paragraph and line breaks as spaces', () => {
    expect(plainText('<p>At dusk</p><p>From the <em>north</em> shore<br/>in May</p>')).toBe('At dusk From the north shore in May');
  });

  it('decodes entities and never lets markup through', () => {
    expect(plainText('Fish &amp; chips &lt;b&gt; &#39;ok&#39; &#x263A;')).toBe("Fish & chips <b> 'ok' ☺");
    expect(plainText('<img src=x onerror="alert(1)">Hello<script>alert(1)</script>')).toBe('Helloalert(1)');
    expect(plainText('&unknown; stays')).toBe('&unknown; stays');
  });

  it('is empty for no description', () => {
    expect(plainText(null)).toBe('');
    expect(plainText('  <p> </p> ')).toBe('');
  });
});
