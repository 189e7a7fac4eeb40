import react from '@vitejs/plugin-react';
import { defineVitestConfig } from '@widgetry/tooling/vitest';

export default defineVitestConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
  },
});
