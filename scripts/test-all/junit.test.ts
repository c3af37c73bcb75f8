import { describe, expect, it } from 'vitest';
import { junitXml, suiteCases, xmlText } from './junit.mjs';

describe('suiteCases', () => {
  it('lists the size check’s entries with their measure', () => {
    const report = {
      passed: 1,
      failed: 1,
      results: [
        { name: 'runtime', ok: true, gzip: 900, gzipLimit: 1000 },
        { name: 'chart', ok: false, gzip: 20, gzipLimit: 10 },
      ],
    };
    expect(suiteCases('size', report, 1)).toEqual([
      { name: 'runtime', ok: true, detail: '900 of 1000 bytes gzip' },
      { name: 'chart', ok: false, detail: '20 of 10 bytes gzip' },
    ]);
  });

  it('lists the package test’s checks', () => {
    expect(suiteCases('package', { checks: [{ name: 'build', ok: true, detail: 'built' }] }, 0)).toEqual([{ name: 'build', ok: true, detail: 'built' }]);
  });

  it('adds a failure when the suite failed although every listed case passed', () => {
    expect(suiteCases('package', { checks: [{ name: 'build', ok: true }] }, 2).at(-1)).toEqual({ name: 'package', ok: false, detail: 'exit code 2' });
  });

  it('is one case for a suite without a list, passed on exit code 0', () => {
    expect(suiteCases('types', null, 0)).toEqual([{ name: 'types', ok: true }]);
    expect(suiteCases('storybook', null, 1)).toEqual([{ name: 'storybook', ok: false, detail: 'exit code 1' }]);
  });
});

describe('junitXml', () => {
  it('counts tests and failures and escapes names', () => {
    const xml = junitXml(
      'size',
      [
        { name: 'a <b> & "c"', ok: true },
        { name: 'd', ok: false, detail: 'over by 10' },
      ],
      1.5,
    );
    expect(xml).toContain('<testsuites name="size" tests="2" failures="1" errors="0" time="1.500">');
    expect(xml).toContain('<testcase classname="size" name="a &lt;b&gt; &amp; &quot;c&quot;"/>');
    expect(xml).toContain('<testcase classname="size" name="d"><failure message="over by 10"/></testcase>');
  });

  it('leaves out characters XML cannot hold', () => {
    expect(xmlText('a\u0001b\u001bc')).toBe('abc');
  });
});
