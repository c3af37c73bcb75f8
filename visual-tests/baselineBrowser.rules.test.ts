import { describe, expect, it } from 'vitest';
import { browserMismatch, describeBuild, versionFrom } from './baselineBrowser.rules.mjs';

const debian = { version: '156.0.8078.108', debianPackage: '156.0.8078.108-1~deb12u1', platform: 'linux x64' };

describe('versionFrom', () => {
  it('reads the version of Debian, Google and Playwright builds', () => {
    expect(versionFrom('Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)')).toBe('156.0.8078.108');
    expect(versionFrom('Google Chrome 141.0.7390.54 ')).toBe('141.0.7390.54');
    expect(versionFrom('HeadlessChrome/140.0.7339.16')).toBe('140.0.7339.16');
    expect(versionFrom('')).toBeNull();
  });
});

describe('browserMismatch', () => {
  it('says nothing when the running build is the recorded one', () => {
    expect(browserMismatch(debian, { ...debian })).toBeNull();
    expect(browserMismatch(debian, { version: debian.version, platform: 'linux x64' })).toBeNull();
  });

  it('names both builds and both ways out when the version differs', () => {
    const message = browserMismatch(debian, { version: '157.0.8100.1', platform: 'linux x64' })!;
    expect(message).toContain('made with Chromium 156.0.8078.108 (Debian package chromium 156.0.8078.108-1~deb12u1) on linux x64');
    expect(message).toContain('this run uses Chromium 157.0.8100.1 on linux x64');
    expect(message).toContain('apt-get install chromium=156.0.8078.108-1~deb12u1 chromium-common=156.0.8078.108-1~deb12u1');
    expect(message).toContain('npm run test:visual:update');
  });

  it('tells the same version on another platform apart', () => {
    expect(browserMismatch(debian, { version: debian.version, platform: 'darwin arm64' })).toContain('on darwin arm64');
  });

  it('asks for a record when there is none', () => {
    expect(browserMismatch(null, debian)).toContain('BROWSER.json is missing');
  });

  it('describes a build without a Debian package by its version alone', () => {
    expect(describeBuild({ version: '1.2.3' })).toBe('Chromium 1.2.3');
  });
});
