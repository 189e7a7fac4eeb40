import { defineVitestConfig } from '@widgetry/tooling/vitest';

export default defineVitestConfig({ test: { environment: 'jsdom' } });
