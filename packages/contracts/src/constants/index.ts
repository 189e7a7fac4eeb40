// The zod-free part of the contract: lists, constants and messages. Widget runtimes import values
// from '@widgetry/contracts/constants' so no schema code reaches a customer's page. The widget
// types' names live with the registry and one type's own choices in that type's folder; they are
// re-exported here so the runtimes still find them.
export * from '../widget-types/accessibility/accessibility.constants';
export * from '../widget-types/affordability/affordability.constants';
export * from '../widget-types/monthlypayment/monthlypayment.constants';
export * from '../widget-types/prorated/prorated.constants';
export * from '../widget-types/tripadvisor/tripadvisor.constants';
export type { WidgetTypeName } from '../widget-types/type-names';
export * from '../widget-types/yelp/yelp.constants';
export * from './app';
export * from './bounds';
export * from './languages';
export * from './limits';
export * from './lists';
export * from './messages';
export * from './sign-in-code';
