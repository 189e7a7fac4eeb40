import { defaultSettings, parseSettings, type Widget, type WidgetTypeName } from '@widgetry/contracts';
import { widgetDefinition } from '@widgetry/widget-registry';
import { escapeAttr, snippetReservation } from '@widgetry/widgets-core';

export interface InstallSnippetOptions {
  widgetId: string;
  typeName: WidgetTypeName;
  /** A listing widget's group; ignored for types without groups and when blank. */
  group?: string | undefined;
  /** Where embed.js is served: the front-end host, which also serves this dashboard. */
  frontendOrigin: string;
  /** The widget's saved htmlData, whose settings decide the height reserved; absent: the type's defaults. */
  htmlData?: Widget['htmlData'] | undefined;
}

/**
 * The pixels to reserve for a widget of `type` with this htmlData (its definition's
 * reservedHeight, at most one screen: snippetReservation), or null for a type that reserves
 * nothing. Settings that do not parse (saved before today's contract) count as the defaults: the
 * height is a best guess either way.
 */
function reservedHeight<T extends WidgetTypeName>(type: T, htmlData: Widget['htmlData'] | undefined): number | null {
  const definition = widgetDefinition(type);
  if (!definition.reservedHeight) return null;
  const parsed = parseSettings(type, htmlData?.[type] ?? {});
  const height = snippetReservation(definition.reservedHeight(parsed.success ? parsed.data : defaultSettings(type)));
  return Number.isFinite(height) && height > 0 ? height : null;
}

/**
 * The code a site owner pastes into their page (DESIGN "Data flow" 4): a placeholder div the
 * loader finds, then the loader itself. Values are escaped because a widget id or group typed by a
 * user must never break out of its attribute on the customer's page. The placeholder reserves the
 * widget's height for its settings (its definition's reservedHeight, up to one screen) as an inline min-height:
 * embed.js is async, so the page may paint before the widget shows, and only space reserved in the
 * markup itself keeps the content below from being pushed down then (a layout shift).
 */
export function buildInstallSnippet({
  widgetId,
  typeName,
  group,
  frontendOrigin,
  htmlData,
}: InstallSnippetOptions): string {
  const attributes = [`data-widgetry-id="${escapeAttr(widgetId)}"`, `data-type="${escapeAttr(typeName)}"`];
  const definition = widgetDefinition(typeName);
  const trimmedGroup = group?.trim() ?? '';
  // Only a type whose runtime can narrow its listings to one group has a groupPath.
  if (definition.groupPath !== undefined && trimmedGroup !== '')
    attributes.push(`data-group="${escapeAttr(trimmedGroup)}"`);
  const height = reservedHeight(typeName, htmlData);
  if (height !== null) attributes.push(`style="min-height:${height}px"`);
  const origin = frontendOrigin.replace(/\/+$/, '');
  return `<div ${attributes.join(' ')}></div>\n<script async src="${escapeAttr(`${origin}/embed.js`)}"></script>`;
}
