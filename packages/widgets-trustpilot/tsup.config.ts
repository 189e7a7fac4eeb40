import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
import { trustpilotCss } from './src/trustpilot.styles';

export default widgetRuntimeConfig({ type: 'trustpilot', css: trustpilotCss });
