import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
import { affordabilityCss } from './src/affordability.styles';

export default widgetRuntimeConfig({ type: 'affordability', css: affordabilityCss });
