import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'site/**/*.test.{ts,mjs}', 'scripts/**/*.test.ts', 'visual-tests/**/*.test.ts', 'a11y-tests/**/*.test.ts'],
    environment: 'node',
  },
});
