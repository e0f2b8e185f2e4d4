import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The design system's stories and the feature screens' (packages/<feature>/src/**\/*.stories.tsx), served
 * with every brand's theme and fonts, every language's messages and a phone and a desktop viewport
 * (switch them in the toolbar); the introduction for designers is src/introduction.mdx.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../src/introduction.mdx',
    '../../../packages/ui/src/**/*.stories.tsx',
    '../../../packages/*/src/**/*.stories.tsx',
  ],
  staticDirs: ['../public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      build: {
        chunkSizeWarningLimit: 4000,
        rollupOptions: {
          // TanStack Query's modules say "use client" (for React Server Components), which a bundle
          // drops: nothing to hear about in a static Storybook.
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    });
  },
};
export default config;
