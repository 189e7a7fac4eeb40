import { fileURLToPath } from 'node:url';
import { defineE2eConfig } from '../vitest/e2e';

// tooling's browser tests (`pnpm --filter @widgetry/tooling test:e2e`): the shared e2e settings,
// rooted at tooling/ so `e2e/**/*.e2e.ts` finds them.
const config = defineE2eConfig();

export default { ...config, root: fileURLToPath(new URL('..', import.meta.url)) };
