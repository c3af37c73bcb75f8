import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'visual-tests/**/*.test.ts', 'a11y-tests/**/*.test.ts'],
    environment: 'node',
  },
});
