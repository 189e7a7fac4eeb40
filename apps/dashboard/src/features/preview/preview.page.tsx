import {
  parseHtmlData,
  WIDGET_API_MESSAGES,
  WIDGET_MESSAGES,
  type WidgetTypeName,
  widgetTypeNameSchema,
} from '@widgetry/contracts';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { getAtPath } from '../../lib/widget-editor/settings-path';
import { SourcePreview } from '../../lib/widget-editor/source-preview';
import { useWidgetEditor } from '../../lib/widget-editor/use-widget-editor';
import { SessionPending } from '../../ui/session-pending/session-pending';
import './preview.css';

/** The part of the `widget` parameter a preview needs: the type's name and its settings. */
const previewParamSchema = z.object({
  title: z.string().optional(),
  widgetType: z.object({ name: widgetTypeNameSchema }),
  htmlData: z.unknown(),
});

interface PreviewRequest {
  title: string;
  type: WidgetTypeName;
  /** htmlData[type], every missing field at its default. */
  settings: unknown;
}

/** Reads ?widget= (a JSON widget); null when it is missing, not JSON, or names no known type. */
export function readPreviewParam(raw: string | null): PreviewRequest | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = previewParamSchema.safeParse(json);
  if (!parsed.success) return null;
  const type = parsed.data.widgetType.name;
  const htmlData = parseHtmlData(type, parsed.data.htmlData ?? {});
  if (!htmlData.success) return null;
  return { title: parsed.data.title ?? '', type, settings: getAtPath(htmlData.data, type) };
}

function Message({ children }: { children: string }) {
  return (
    <p className="alert alert--error preview-page__message" role="alert">
      {children}
    </p>
  );
}

function TypePreview({ request }: { request: PreviewRequest }) {
  const editor = useWidgetEditor(request.type);
  if (editor.isError) return <Message>The preview could not be loaded. Please reload the page.</Message>;
  if (editor.data === null) return <Message>{WIDGET_API_MESSAGES.previewUnavailable}</Message>;
  if (!editor.data) return <SessionPending />;
  // A review widget shows the reviews its source already has (no flag: the API reads only when it has none).
  return <SourcePreview type={request.type} editor={editor.data} settings={request.settings} />;
}

/**
 * /preview (spec 000 §2): the widget in the `widget` query parameter, rendered full page by its
 * real runtime with no header, as it will look on a site.
 */
export function PreviewPage() {
  const [params] = useSearchParams();
  const request = readPreviewParam(params.get('widget'));
  return (
    <section className="preview-page" aria-labelledby="preview-page-title">
      {/* The page is the widget alone; the heading is there for assistive technology. */}
      <h1 className="preview-page__title" id="preview-page-title">
        Preview
      </h1>
      {request ? <TypePreview request={request} /> : <Message>{WIDGET_MESSAGES.previewValidation}</Message>}
    </section>
  );
}
