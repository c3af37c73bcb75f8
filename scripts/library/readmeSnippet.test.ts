import { describe, expect, it } from 'vitest';
import { sectionCodeBlocks } from './readmeSnippet.mjs';

const README = [
  '# Title',
  '',
  '## Other',
  '```tsx',
  'const other = 1;',
  '```',
  '',
  '## Using the library',
  'Text.',
  '```sh',
  'npm install x',
  '```',
  '```tsx',
  "import { A } from 'a';",
  'export const a = <A />;',
  '```',
  '```tsx',
  'const second = 2;',
  '```',
  '',
  '## Layout',
  '```tsx',
  'const after = 3;',
  '```',
].join('\n');

describe('sectionCodeBlocks', () => {
  it('takes the blocks in the language asked for, from that section only', () => {
    expect(sectionCodeBlocks(README, 'Using the library', 'tsx')).toEqual(["import { A } from 'a';\nexport const a = <A />;\n", 'const second = 2;\n']);
    expect(sectionCodeBlocks(README, 'Using the library', 'sh')).toEqual(['npm install x\n']);
  });

  it('finds nothing in a section that is not there', () => {
    expect(sectionCodeBlocks(README, 'Missing', 'tsx')).toEqual([]);
  });
});
