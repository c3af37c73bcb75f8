import { defineConfig } from 'vitest/config';

// `npm run test:changed`: the --changed check in a temporary clone, which builds Storybook (minutes on a loaded machine).
export default defineConfig({
  test: {
    root: new URL('../../..', import.meta.url).pathname,
    include: ['scripts/farm/changed/*.clone-check.ts'],
    environment: 'node',
    testTimeout: 10 * 60 * 1000,
    hookTimeout: 60 * 1000,
  },
});
