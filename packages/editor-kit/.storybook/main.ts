import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  // CI and developer machines have no outside network: never phone home.
  core: { disableTelemetry: true },
  // The preview bundle is a developer tool, never shipped to users: its size is not a concern.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: { ...viteConfig.build, chunkSizeWarningLimit: 4096 },
  }),
};

export default config;
