#!/usr/bin/env node
/**
 * The built Storybook as the visual farm's `webServer` serves it when the farm is run
 * with `npx playwright test -c visual-tests/playwright.config.ts` (or `--ui`) rather than
 * through `npm run test:visual`: builds it when `storybook-static/` (or the subset's
 * build, see subset.mjs) is missing, then serves it on loopback on `--port <n>` until
 * stopped.
 */
import { ensureStorybookBuilt, startStorybookServer } from './storybook.mjs';

const portArg = process.argv.indexOf('--port');
const port = portArg === -1 ? 0 : Number(process.argv[portArg + 1]);

ensureStorybookBuilt();
const server = await startStorybookServer(port);
console.log(`Storybook for the visual farm: ${server.baseURL}`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
