import type { WidgetTypeName } from '@widgetry/contracts';
import { widgetDefinition } from '@widgetry/widget-registry';
import { escapeAttr } from '@widgetry/widgets-core';

export interface InstallSnippetOptions {
  widgetId: string;
  typeName: WidgetTypeName;
  /** A listing widget's group; ignored for types without groups and when blank. */
  group?: string | undefined;
  /** Where embed.js is served: the front-end host, which also serves this dashboard. */
  frontendOrigin: string;
}

/**
 * The code a site owner pastes into their page (DESIGN "Data flow" 4): a placeholder div the
 * loader finds, then the loader itself. Values are escaped because a widget id or group typed by a
 * user must never break out of its attribute on the customer's page.
 */
export function buildInstallSnippet({ widgetId, typeName, group, frontendOrigin }: InstallSnippetOptions): string {
  const attributes = [`data-widgetry-id="${escapeAttr(widgetId)}"`, `data-type="${escapeAttr(typeName)}"`];
  const trimmedGroup = group?.trim() ?? '';
  // Only a type whose runtime can narrow its listings to one group has a groupPath.
  if (widgetDefinition(typeName).groupPath !== undefined && trimmedGroup !== '')
    attributes.push(`data-group="${escapeAttr(trimmedGroup)}"`);
  const origin = frontendOrigin.replace(/\/+$/, '');
  return `<div ${attributes.join(' ')}></div>\n<script async src="${escapeAttr(`${origin}/embed.js`)}"></script>`;
}
