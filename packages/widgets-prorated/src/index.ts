// The npm entry: the runtime (with its CSS, for the editor preview and server rendering), the
// editor panel, and the pieces a host application may want to reuse.
import { createProratedRuntime } from './prorated.runtime';
import { proratedCss } from './prorated.styles';

// Re-exported so npm users, who do not get the private widgets-core, can mount and render.
export { type MountConfig, type MountedWidget, mount, renderToString } from '@widgetry/widgets-core';
export { checkProratedInput, PRORATED_ERRORS, proratedResult } from './prorated.behaviour';
export { PRORATED_INFO, proratedPanel } from './prorated.panel';
export { PRORATED_TEXT } from './prorated.render';
export { createProratedRuntime, isProratedSettings } from './prorated.runtime';
export { proratedCss };

/** The prorated rent calculator runtime, base stylesheet included. */
export const proratedRuntime = createProratedRuntime(proratedCss);
