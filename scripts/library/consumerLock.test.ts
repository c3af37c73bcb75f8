import { describe, expect, it } from 'vitest';
import { consumerLock, resolveLockPath } from './consumerLock.mjs';

const entry = (version: string, more: Record<string, unknown> = {}) => ({
  version,
  resolved: `https://registry.example/${version}.tgz`,
  integrity: `sha512-${version}`,
  ...more,
});

/** A repository tree: react at the top, a dependency with a nested copy of its own, dev-only tools. */
const lock = {
  packages: {
    '': { name: 'ours', dependencies: { culori: '^4' }, devDependencies: { react: '^19', vite: '^8' } },
    'node_modules/react': entry('19.3.1', { dev: true }),
    'node_modules/scheduler': entry('0.27.0', { dev: true }),
    'node_modules/react-dom': entry('19.3.1', { dev: true, dependencies: { scheduler: '^0.27' }, peerDependencies: { react: '^19' } }),
    'node_modules/culori': entry('4.0.2'),
    'node_modules/measure': entry('2.1.7', {
      peerDependencies: { react: '>=16', 'react-dom': '>=16' },
      peerDependenciesMeta: { 'react-dom': { optional: true } },
    }),
    'node_modules/floating': entry('0.27.20', { dependencies: { tabbable: '^6' } }),
    'node_modules/tabbable': entry('5.0.0'),
    'node_modules/floating/node_modules/tabbable': entry('6.2.0'),
    'node_modules/native': entry('1.0.0', { optionalDependencies: { 'native-linux': '1.0.0', 'native-darwin': '1.0.0' } }),
    'node_modules/native-linux': entry('1.0.0', { optional: true }),
    'node_modules/vite': entry('8.3.8', { dev: true }),
  },
};

const packed = {
  name: '@scope/lib',
  version: '0.1.0',
  license: 'MIT',
  dependencies: { culori: '^4', measure: '^2', floating: '^0.27', native: '^1' },
  peerDependencies: { react: '^19' },
};

const build = (alsoInstall = ['react', 'react-dom']) =>
  consumerLock({ lock, projectName: 'app', packed, tarball: 'scope-lib-0.1.0.tgz', integrity: 'sha512-packed', alsoInstall });

describe('resolveLockPath', () => {
  it('finds the nearest copy up the tree, as Node does', () => {
    expect(resolveLockPath(lock.packages, 'node_modules/floating', 'tabbable')).toBe('node_modules/floating/node_modules/tabbable');
    expect(resolveLockPath(lock.packages, 'node_modules/culori', 'tabbable')).toBe('node_modules/tabbable');
    expect(resolveLockPath(lock.packages, '', 'react')).toBe('node_modules/react');
    expect(resolveLockPath(lock.packages, 'node_modules/floating/node_modules/tabbable', 'react')).toBe('node_modules/react');
    expect(resolveLockPath(lock.packages, '', 'left-pad')).toBeNull();
  });
});

describe('consumerLock', () => {
  it('depends on the tarball and on the app packages at this repository’s versions', () => {
    const { packageJson, lock: out, missing } = build();
    expect(missing).toEqual([]);
    expect(packageJson.dependencies).toEqual({ '@scope/lib': 'file:scope-lib-0.1.0.tgz', react: '19.3.1', 'react-dom': '19.3.1' });
    expect(out.packages[''].dependencies).toEqual(packageJson.dependencies);
    expect(out.packages['node_modules/@scope/lib']).toEqual({
      version: '0.1.0',
      resolved: 'file:scope-lib-0.1.0.tgz',
      integrity: 'sha512-packed',
      license: 'MIT',
      dependencies: packed.dependencies,
      peerDependencies: packed.peerDependencies,
    });
  });

  it('copies exactly what is needed, nested copies at their own paths, without dev marks', () => {
    const { lock: out } = build();
    expect(Object.keys(out.packages).sort()).toEqual(
      [
        '',
        'node_modules/@scope/lib',
        'node_modules/culori',
        'node_modules/floating',
        'node_modules/floating/node_modules/tabbable',
        'node_modules/measure',
        'node_modules/native',
        'node_modules/native-linux',
        'node_modules/react',
        'node_modules/react-dom',
        'node_modules/scheduler',
      ].sort(),
    );
    expect(out.packages['node_modules/react']).toEqual({ version: '19.3.1', resolved: 'https://registry.example/19.3.1.tgz', integrity: 'sha512-19.3.1' });
    expect(out.packages['node_modules/native-linux']).toMatchObject({ optional: true });
  });

  it('names what the repository’s lock cannot answer; an optional dependency it lacks is no loss', () => {
    const { missing, lock: out } = build(['react', 'left-pad']);
    expect(missing).toEqual(['left-pad']);
    expect(out.packages['node_modules/native-darwin']).toBeUndefined();
    // react-dom is only an optional peer of measure: not installed unless the app asks for it
    expect(out.packages['node_modules/react-dom']).toBeUndefined();
  });
});
