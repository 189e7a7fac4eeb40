// The widget being edited, apart from the editor's store, so the save sequence and the draft can
// name it without importing the store (which itself runs the save sequence's check).
import type { WidgetTypeName } from '@widgetry/contracts';
import type { JsonObject } from '../../lib/widget-editor/settings-path';

/** The widget type as the editor needs it: the id to save with, the name for settings, the price for the save table. */
export interface EditorWidgetType {
  id: string;
  name: WidgetTypeName;
  displayName: string;
  /** Dollars per month; 0 is free. */
  price: number;
  /** The payment provider's price the checkout buys (spec 000 §7 create-checkout-session). */
  stripePriceId: string;
}

/** The widget being edited (spec 000 §3): `id` only once it has been saved. */
export interface EditorWidget {
  id?: string;
  title: string;
  widgetType: EditorWidgetType;
  /** `{ [type]: settings }`, edited path by path as plain JSON. */
  htmlData: JsonObject;
}
