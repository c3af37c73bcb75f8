import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'site/**/*.test.{ts,mjs}', 'scripts/**/*.test.ts', 'visual-tests/**/*.test.ts', 'a11y-tests/**/*.test.ts', '.storybook/**/*.test.ts'],
    environment: 'node',
    // JUnit for CI beside the console output (npm test adds its JSON summary)
    reporters: ['default', 'junit'],
    outputFile: { junit: 'reports/unit/junit.xml' },
  },
});
