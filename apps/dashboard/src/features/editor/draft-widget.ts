// Apart from editor-draft.ts, which the sign-in and verification pages import to find the way
// back: reading a draft's settings takes every type's contract, which belongs in the editor's chunk.
import { repairHtmlData } from '@widgetry/contracts';
import { type DraftMatch, type EditorDraft, isDraftFor } from '../../lib/editor-draft/editor-draft';
import type { EditorWidget, EditorWidgetType } from '../../lib/widget-editor/editor-widget';

/**
 * The draft as the editor holds it, when it belongs to `match` and is of `type`; its settings are
 * read by the type's contract, as a saved widget's are.
 */
export function draftWidget(draft: EditorDraft | null, match: DraftMatch, type: EditorWidgetType): EditorWidget | null {
  if (!isDraftFor(draft, match) || draft.typeId !== type.id || draft.typeName !== type.name) return null;
  const { htmlData } = repairHtmlData(type.name, draft.htmlData);
  return { id: draft.id, title: draft.title, widgetType: type, htmlData };
}
