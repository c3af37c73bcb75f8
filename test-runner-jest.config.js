// Jest configuration of the accessibility farm (@storybook/test-runner): the
// runner's defaults, with Chromium found the farms' way and nothing downloaded.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, findChromium } from './scripts/farm/chromium.mjs';

const base = getJestConfig();

export default {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    },
  },
};
