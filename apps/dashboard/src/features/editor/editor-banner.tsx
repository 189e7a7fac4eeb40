import { BANNER_HIDE_MS } from '@widgetry/contracts';
import type { PanelControl, PanelDescription, PanelSection } from '@widgetry/widgets-core';
import { useEffect, useMemo } from 'react';
import { useEditorStore } from './editor.store';

interface PlacedControl {
  control: PanelControl;
  /** The sections holding it, outermost first: several sections have a 'Text Color'. */
  sections: readonly string[];
}

/** Every control of a panel by its settings path. */
function controlsByPath(panel: PanelDescription): Map<string, PlacedControl> {
  const found = new Map<string, PlacedControl>();
  const walk = (sections: readonly PanelSection[] | undefined, outer: readonly string[] = []) => {
    for (const section of sections ?? []) {
      const within = [...outer, section.title];
      for (const control of section.controls) found.set(control.path, { control, sections: within });
      walk(section.sections, within);
    }
  };
  walk(panel.tabs.builder);
  walk(panel.tabs.layout);
  walk(panel.tabs.settings);
  return found;
}

/**
 * The refused save's messages still standing, each naming its field. The title's and a required
 * source's are the spec's own sentences (spec 000 §5), which say what they are about already; any
 * other is led by its control's sections and label ('Sliders › Slider Minimum: The slider …').
 */
function useRefusedFields(panel: PanelDescription): string[] {
  const titleError = useEditorStore((state) => state.titleError);
  const fieldErrors = useEditorStore((state) => state.fieldErrors);
  const controls = useMemo(() => controlsByPath(panel), [panel]);
  const items = titleError ? [titleError] : [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const placed = controls.get(path);
    if (!placed || (placed.control.kind === 'text' && placed.control.required)) items.push(message);
    else items.push(`${[...placed.sections, placed.control.label].join(' › ')}: ${message}`);
  }
  return items;
}

function RefusedFields({ panel }: { panel: PanelDescription }) {
  const items = useRefusedFields(panel);
  if (items.length === 0) return null;
  return (
    <div className="alert alert--error editor-banner" role="alert" data-testid="editor-banner">
      {items.length === 1 ? (
        items[0]
      ) : (
        <>
          <p className="editor-banner__lead">Please correct these {items.length} fields:</p>
          <ul className="editor-banner__list">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The editor's message banner; each message hides itself after 5 s (spec 000 §2, §9), except a
 * refused save's, which lists the fields still wrong until they are fixed (issue 29 #15).
 */
export function EditorBanner({ panel }: { panel: PanelDescription }) {
  const banner = useEditorStore((state) => state.banner);
  const hideBanner = useEditorStore((state) => state.hideBanner);

  useEffect(() => {
    if (!banner || banner.fields) return;
    const timer = setTimeout(hideBanner, BANNER_HIDE_MS);
    return () => clearTimeout(timer);
  }, [banner, hideBanner]);

  if (!banner) return null;
  if (banner.fields) return <RefusedFields panel={panel} />;
  const isError = banner.kind === 'error';
  return (
    <p
      className={`alert ${isError ? 'alert--error' : 'alert--success'} editor-banner`}
      role={isError ? 'alert' : 'status'}
      data-testid="editor-banner"
    >
      {banner.text}
    </p>
  );
}
