import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
import { tripadvisorCss } from './src/tripadvisor.styles';

export default widgetRuntimeConfig({ type: 'tripadvisor', css: tripadvisorCss });
