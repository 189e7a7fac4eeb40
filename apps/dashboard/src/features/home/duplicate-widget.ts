import { isPaidType, type Widget } from '@widgetry/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { keepEditorDraft } from '../../lib/editor-draft/editor-draft';
import { copyTitle, useDuplicateWidgetMutation } from '../../lib/widgets/widget-edits.queries';

/**
 * Duplicate from a card. A free widget is copied by the API at once (POST /widget/). A paid one
 * cannot be: the copy needs a subscription of its own, bought on save in the editor, so the
 * editor opens on a new widget holding the copied draft. It is handed over the way the editor
 * already restores a draft after a canceled checkout, so the editor needs no second entry point.
 */
export function useDuplicateWidget() {
  const navigate = useNavigate();
  const { mutate, error, reset } = useDuplicateWidgetMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);

  function duplicate(widget: Widget) {
    reset();
    if (isPaidType(widget.widgetType)) {
      keepEditorDraft(
        {
          title: copyTitle(widget.title),
          widgetType: {
            id: widget.widgetType.id,
            name: widget.widgetType.name,
            displayName: widget.widgetType.displayName || widget.widgetType.name,
            price: widget.widgetType.price,
            stripePriceId: widget.widgetType.stripePriceId,
          },
          htmlData: { ...widget.htmlData },
        },
        'checkout',
      );
      void navigate(`/editor?widgetType=${encodeURIComponent(widget.widgetType.id)}&checkout=canceled`);
      return;
    }
    setPendingId(widget.id);
    mutate(widget, { onSettled: () => setPendingId(null) });
  }

  return { duplicate, pendingId, error };
}
