import { applyPreset, presetsOf, type WidgetTypeName } from '@widgetry/contracts';
import { useEditorStore } from './editor.store';

/**
 * "Start from a design" (issue 29 #29): the type's named designs at the top of the Layout tab.
 * Choosing one changes only style settings (the contract's presets say which), never sources or
 * texts, and the notice that follows offers Undo until the next edit.
 */
export function DesignPresets({ type }: { type: WidgetTypeName }) {
  const presets = presetsOf(type);
  const applyDesign = useEditorStore((state) => state.applyDesign);
  const undoDesign = useEditorStore((state) => state.undoDesign);
  const applied = useEditorStore((state) => state.designUndo?.name ?? null);
  if (presets.length === 0) return null;
  return (
    <section className="design-presets" aria-labelledby="design-presets-title">
      <h2 className="design-presets__title" id="design-presets-title">
        Start from a design
      </h2>
      <div className="design-presets__list">
        {presets.map((preset) => (
          <button
            key={preset.name}
            type="button"
            className="button button--secondary design-presets__choice"
            onClick={() => applyDesign(preset.name, (settings) => applyPreset(settings, preset))}
          >
            {preset.name}
          </button>
        ))}
      </div>
      {applied !== null && (
        <p className="design-presets__notice" role="status">
          {`The “${applied}” design is applied.`}{' '}
          <button type="button" className="link-button" onClick={undoDesign}>
            Undo
          </button>
        </p>
      )}
    </section>
  );
}
