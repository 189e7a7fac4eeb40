import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../src/**/*.stories.tsx',
    // The widgets (each type's real runtime) and each type's full editor panel: their stories
    // live in the dashboard, which already depends on every runtime and the widget registry
    // (editor-kit itself imports nothing internal). Plain CSF objects, so the dashboard needs no
    // Storybook package.
    '../../../apps/dashboard/src/**/*.stories.tsx',
  ],
  // The accessibility panel: axe-core runs on every story as it renders (see preview.ts).
  addons: ['@storybook/addon-a11y'],
  // The placeholder photo the widget stories show in place of their fixtures' offline images.
  staticDirs: ['./public'],
  // CI and developer machines have no outside network: never phone home.
  core: { disableTelemetry: true },
  // The preview bundle is a developer tool, never shipped to users: its size is not a concern.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      chunkSizeWarningLimit: 4096,
      rollupOptions: {
        ...viteConfig.build?.rollupOptions,
        // TanStack Query's "use client" lines (React Server Components) mean nothing in this
        // bundle; Rollup's warning about each of them would bury any real message.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  }),
};

export default config;
