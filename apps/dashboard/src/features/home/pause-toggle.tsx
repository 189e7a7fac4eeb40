import type { Widget } from '@widgetry/contracts';
import { useId } from 'react';
import { usePauseWidgetMutation } from '../../lib/widgets/widget-edits.queries';
import { ErrorAlert } from '../../ui/alert/alert';

export const PAUSE_EXPLANATION = "While paused, customers' pages show nothing in its place until you resume it.";

/**
 * The card's pause switch: PUT /widget/{id}/paused. The card shows the server's answer, never a
 * guess, so the switch is busy while the change is on its way and a failure is said beside it.
 */
export function PauseToggle({ widget }: { widget: Widget }) {
  const { mutate, isPending, error } = usePauseWidgetMutation();
  const hintId = useId();
  return (
    <div className="widget-card__pause">
      <label className="widget-card__switch">
        <input
          type="checkbox"
          role="switch"
          checked={widget.paused}
          aria-checked={widget.paused}
          disabled={isPending}
          aria-describedby={hintId}
          onChange={(event) => mutate({ widgetId: widget.id, paused: event.target.checked })}
        />
        <span>Pause widget</span>
      </label>
      <p className="widget-card__pause-hint" id={hintId}>
        {PAUSE_EXPLANATION}
      </p>
      <ErrorAlert message={error?.message} />
    </div>
  );
}
