import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineFloor, enginesNotMet } from './nodeEngines.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

describe('enginesNotMet', () => {
  const lock = {
    packages: {
      '': { engines: { node: '>=20.19' } },
      'node_modules/old': { version: '1.0.0', engines: { node: '>=18' } },
      'node_modules/new': { version: '3.0.0', engines: { node: '>=22' } },
      'node_modules/split': { version: '8.0.0', engines: { node: '^20.19.0 || >=22.12.0' } },
      'node_modules/array': { version: '0.1.0', engines: ['node >= 0.4'] },
      'node_modules/npm-only': { version: '1.0.0', engines: { npm: '>=10' } },
      'node_modules/garbled': { version: '1.0.0', engines: { node: 'sometimes' } },
    },
  };

  it('lists each package a version does not satisfy, and a range npm cannot read', () => {
    expect(enginesNotMet(lock, ['20.19.0'])).toEqual([
      { path: 'node_modules/new', version: '3.0.0', range: '>=22', node: '20.19.0' },
      { path: 'node_modules/garbled', version: '1.0.0', range: 'sometimes', node: '20.19.0' },
    ]);
  });

  it('checks every version given', () => {
    expect(enginesNotMet(lock, ['21.0.0']).map((miss) => miss.path)).toEqual(['node_modules/new', 'node_modules/split', 'node_modules/garbled']);
  });
});

describe('engineFloor', () => {
  it('is the lowest version a range allows', () => {
    expect(engineFloor('>=20.19')).toBe('20.19.0');
    expect(engineFloor('^20.19.0 || >=22.12.0')).toBe('20.19.0');
  });
});

// npm ci warns for each of these (EBADENGINE): pick a version of the package that supports our Node.
describe('the installed packages', () => {
  const floor = engineFloor(readJson('package.json').engines.node);

  it(`support the oldest Node our engines allow (${floor})`, () => {
    expect(enginesNotMet(readJson('package-lock.json'), [floor])).toEqual([]);
  });

  it(`support the Node running this check (${process.versions.node})`, () => {
    expect(enginesNotMet(readJson('package-lock.json'), [process.versions.node])).toEqual([]);
  });
});
