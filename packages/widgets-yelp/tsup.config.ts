import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
import { yelpCss } from './src/yelp.styles';

export default widgetRuntimeConfig({ type: 'yelp', css: yelpCss });
