import { parseHtmlData, type WidgetTypeName, widgetTypeNameSchema } from '@widgetry/contracts';
import { z } from 'zod';
import { getAtPath } from '../../lib/widget-editor/settings-path';

/**
 * The part of the `widget` parameter (spec 000 §2) a preview needs: the type's name and its
 * settings; the editor also sends the widget's id and the type's id, for the way back.
 */
const previewParamSchema = z.object({
  id: z.string().optional(),
  title: z.string().optional(),
  widgetType: z.object({ id: z.string().optional(), name: widgetTypeNameSchema }),
  htmlData: z.unknown(),
});

export interface PreviewRequest {
  title: string;
  type: WidgetTypeName;
  /** htmlData[type], every missing field at its default. */
  settings: unknown;
  widgetId?: string;
  typeId?: string;
}

/** Reads ?widget= (a JSON widget); null when it is missing, not JSON, or names no known type. */
export function readPreviewParam(raw: string | null): PreviewRequest | null {
  if (!raw) return null;
  try {
    return toPreviewRequest(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The preview of a widget in the `widget` parameter's shape; null when it names no known type. */
export function toPreviewRequest(json: unknown): PreviewRequest | null {
  const parsed = previewParamSchema.safeParse(json);
  if (!parsed.success) return null;
  const type = parsed.data.widgetType.name;
  const htmlData = parseHtmlData(type, parsed.data.htmlData ?? {});
  if (!htmlData.success) return null;
  return {
    title: parsed.data.title ?? '',
    type,
    settings: getAtPath(htmlData.data, type),
    widgetId: parsed.data.id,
    typeId: parsed.data.widgetType.id,
  };
}
