// Jest configuration of the accessibility farm (@storybook/test-runner): the
// runner's defaults, with Chromium found the farms' way and nothing downloaded, and
// JUnit for CI in the farm's report folder (jest-junit, which the test runner depends on).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getJestConfig } from '@storybook/test-runner';
import { FARM_CHROMIUM_ARGS, findChromium } from './scripts/farm/chromium.mjs';

const base = getJestConfig();
const require = createRequire(import.meta.url);
const jestJunit = require.resolve('jest-junit', { paths: [dirname(require.resolve('@storybook/test-runner'))] });
// a11y-tests/run.mjs passes its report folder (a subset run has its own)
const reportDir = process.env.A11Y_REPORT_DIR ?? join(import.meta.dirname, 'reports', 'a11y');

export default {
  ...base,
  reporters: ['default', [jestJunit, { outputDirectory: reportDir, outputName: 'junit.xml', suiteName: 'a11y' }]],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: findChromium() ?? undefined, args: FARM_CHROMIUM_ARGS },
    },
  },
};
