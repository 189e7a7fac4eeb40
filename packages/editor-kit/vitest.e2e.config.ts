import { defineE2eConfig } from '@widgetry/tooling/vitest/e2e';
import { mergeConfig } from 'vitest/config';

// Three stories at a time: one page each of the same browser (stories-a11y.e2e.ts).
export default mergeConfig(defineE2eConfig(), { test: { maxConcurrency: 3 } });
