import { defineConfig } from 'vitest/config';

// Two projects: pure tests (`*.test.ts`) run in Node; view tests (`*.test.tsx`) render React with
// Testing Library in happy-dom (a pure test that needs a DOM names it: `// @vitest-environment happy-dom`).
export default defineConfig({
  test: {
    // JUnit for CI beside the console output (npm test adds its JSON summary)
    reporters: ['default', 'junit'],
    outputFile: { junit: 'reports/unit/junit.xml' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'site/**/*.test.{ts,mjs}',
            'scripts/**/*.test.ts',
            'visual-tests/**/*.test.ts',
            'a11y-tests/**/*.test.ts',
            '.storybook/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'view',
          include: ['src/**/*.test.tsx', 'a11y-tests/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/primitives/testing/viewTestSetup.ts'],
        },
      },
    ],
  },
});
