// The view tests' setup (the `view` project in vitest.config.ts): jest-dom's matchers on expect,
// and Testing Library unmounting and removing each test's render after it.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
