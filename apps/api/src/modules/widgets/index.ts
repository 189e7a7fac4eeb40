// The widgets module as other modules and the composition see it; they import nothing else from here.
export { isPaidRow, isServable } from './widget-subscription.rule';
export { storedHtmlData, toSite, toWidget } from './widgets.mapper';
export { widgetsRepositoryPlugin } from './widgets.plugin';
export {
  selectWidgetsWithType,
  type WidgetRoom,
  type WidgetsRepository,
  type WidgetWithTypeRow,
  widgetRoomOf,
} from './widgets.repository';
export { widgetsRoutes } from './widgets.routes';
export { checkedHtmlData, type WidgetChangeListener, widgetLimitReached } from './widgets.service';
