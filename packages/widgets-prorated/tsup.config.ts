import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
import { proratedCss } from './src/prorated.styles';

export default widgetRuntimeConfig({ type: 'prorated', css: proratedCss });
