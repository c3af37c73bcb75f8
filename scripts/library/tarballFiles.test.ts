import { describe, expect, it } from 'vitest';
import { missingExportTargets, unexpectedFiles } from './tarballFiles.mjs';

describe('unexpectedFiles', () => {
  it('lets through the build, package.json, README, CHANGELOG and LICENSE', () => {
    expect(
      unexpectedFiles([
        'package.json',
        'README.md',
        'CHANGELOG.md',
        'LICENSE',
        'lib/library/blocks.js',
        'lib/library/blocks.d.ts',
        'lib/runtime/chunks/vendor-x.js',
      ]),
    ).toEqual([]);
  });

  it('names sources, stories, tests, fixtures, maps and build manifests', () => {
    expect(
      unexpectedFiles([
        'src/blocks/form/FormBlock.tsx',
        'stories/Introduction.mdx',
        'lib/blocks/form/form.test.d.ts',
        'lib/gallery/layout/layout.fixture.js',
        'lib/library/blocks.js.map',
        'lib/runtime/.vite/manifest.json',
        'tsconfig.json',
      ]),
    ).toEqual([
      'src/blocks/form/FormBlock.tsx',
      'stories/Introduction.mdx',
      'lib/blocks/form/form.test.d.ts',
      'lib/gallery/layout/layout.fixture.js',
      'lib/library/blocks.js.map',
      'lib/runtime/.vite/manifest.json',
      'tsconfig.json',
    ]);
  });
});

describe('missingExportTargets', () => {
  const exportsField = {
    './blocks': { types: './lib/library/blocks.d.ts', default: './lib/library/blocks.js' },
    './runtime': './lib/runtime/runtime.js',
    './runtime/*': './lib/runtime/*',
  };

  it('is empty when every target is packed, a pattern by any file under its folder', () => {
    expect(missingExportTargets(exportsField, ['lib/library/blocks.d.ts', 'lib/library/blocks.js', 'lib/runtime/runtime.js'])).toEqual([]);
  });

  it('names the targets the tarball lacks', () => {
    expect(missingExportTargets(exportsField, ['lib/library/blocks.js'])).toEqual(['./lib/library/blocks.d.ts', './lib/runtime/runtime.js', './lib/runtime/*']);
  });
});
