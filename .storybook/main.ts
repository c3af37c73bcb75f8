import type { StorybookConfig } from '@storybook/react-vite';

/** A farm subset's stories (`STORYBOOK_STORIES`, globs from the repository root: scripts/farm/subset.mjs), else all. */
const subset = process.env.STORYBOOK_STORIES?.split(',')
  .map((glob) => `../${glob.trim()}`)
  .filter((glob) => glob !== '../');

const config: StorybookConfig = {
  stories: subset?.length ? subset : ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [
    { from: '../stories/assets', to: '/assets' },
    // The Mock Service Worker script, served beside iframe.html so its scope covers the stories.
    { from: '../stories/msw', to: '/' },
  ],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
