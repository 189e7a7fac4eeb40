import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
// Loaded by path: the config runs in plain Node, and the stylesheet's file has no imports.
import { listingsCss } from '../widgets-core/src/listings/listings.styles';

export default widgetRuntimeConfig({ type: 'rentvine', css: listingsCss });
