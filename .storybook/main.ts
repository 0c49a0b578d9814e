import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Widget stories live beside each widget (widgets/<name>/<name>.stories.tsx); the
 * catalogue's staff preview (src/app/catalogue.stories.tsx) renders the real app.
 */
const config: StorybookConfig = {
  stories: ['../widgets/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: [],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
