import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';

/** The design system's stories, served with every brand's theme and fonts (switch them in the toolbar). */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../../../packages/ui/src/**/*.stories.tsx', '../../../packages/*/src/**/*.stories.tsx'],
  staticDirs: ['../public'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      build: { chunkSizeWarningLimit: 4000 },
    });
  },
};
export default config;
