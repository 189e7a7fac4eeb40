import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
import { trustpilotTranslations } from './src/i18n/translations';
import { trustpilotCss } from './src/trustpilot.styles';

export default widgetRuntimeConfig({ type: 'trustpilot', css: trustpilotCss, translations: trustpilotTranslations });
