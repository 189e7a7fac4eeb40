import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
import { monthlypaymentCss } from './src/monthlypayment.styles';

export default widgetRuntimeConfig({ type: 'monthlypayment', css: monthlypaymentCss });
