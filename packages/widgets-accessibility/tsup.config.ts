import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
import { accessibilityCss } from './src/accessibility.styles';

export default widgetRuntimeConfig({ type: 'accessibility', css: accessibilityCss });
