import { draftEditorPath, readEditorDraft } from '../../lib/editor-draft/editor-draft';
import type { PreviewRequest } from './preview-request';

export interface PreviewReturn {
  to: string;
  label: string;
  /** Whether the way back reaches the editor (where the unsaved draft is brought back). */
  toEditor: boolean;
}

const TO_DASHBOARD: PreviewReturn = { to: '/home', label: 'Back to the Dashboard', toEditor: false };

/**
 * Where the preview's "Back" goes: the editor the draft was kept from (it brings the draft back),
 * else the editor of the widget in the address, else the Dashboard.
 */
export function previewReturn(request: PreviewRequest | null): PreviewReturn {
  const kept = readEditorDraft();
  if (kept?.reason === 'preview' && (!request || request.type === kept.typeName)) {
    return { to: draftEditorPath(kept), label: 'Back to the editor', toEditor: true };
  }
  if (request?.widgetId)
    return { to: draftEditorPath({ id: request.widgetId, typeId: '' }), label: 'Back to the editor', toEditor: true };
  if (request?.typeId)
    return { to: draftEditorPath({ typeId: request.typeId }), label: 'Back to the editor', toEditor: true };
  return TO_DASHBOARD;
}
