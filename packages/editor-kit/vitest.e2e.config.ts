import { defineE2eConfig } from '@widgetry/tooling/vitest/e2e';

export default defineE2eConfig();
