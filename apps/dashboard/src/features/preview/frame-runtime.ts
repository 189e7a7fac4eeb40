import type { WidgetTypeName } from '@widgetry/contracts';
import type { RuntimeEntry } from '@widgetry/widgets-core';
import { useEffect, useState } from 'react';

/**
 * The customer's copy of a type's runtime: the same script and stylesheet embed.js loads from the
 * front-end host (DESIGN "Data flow" 4), which serves the dashboard too.
 */
export const runtimeScriptPath = (type: WidgetTypeName) => `/scripts/widget/${type}.js`;
export const runtimeStylesheetPath = (type: WidgetTypeName) => `/styles/widget/${type}.css`;

export type FrameRuntime = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; entry: RuntimeEntry };

const scriptId = (type: WidgetTypeName) => `wg-runtime-${type}`;

function registered(doc: Document, type: WidgetTypeName): RuntimeEntry | undefined {
  return doc.defaultView?.Widgetry?.runtimes[type];
}

/**
 * Loads the type's runtime script into the sample page's own document and answers its entry once
 * registered there. It must run in the frame's realm, not the dashboard's: its event handling
 * checks elements against its window's classes, and its tools act on its own document.
 */
export function useFrameRuntime(doc: Document | null, type: WidgetTypeName): FrameRuntime {
  const [runtime, setRuntime] = useState<FrameRuntime>({ status: 'loading' });
  useEffect(() => {
    if (!doc) return;
    const ready = () => {
      const entry = registered(doc, type);
      setRuntime(entry ? { status: 'ready', entry } : { status: 'failed' });
    };
    if (registered(doc, type)) {
      ready();
      return;
    }
    let script = doc.getElementById(scriptId(type));
    if (!script) {
      script = doc.createElement('script');
      script.id = scriptId(type);
      script.setAttribute('src', runtimeScriptPath(type));
      doc.head.append(script);
    }
    const loaded = script;
    const failed = () => setRuntime({ status: 'failed' });
    loaded.addEventListener('load', ready);
    loaded.addEventListener('error', failed);
    return () => {
      loaded.removeEventListener('load', ready);
      loaded.removeEventListener('error', failed);
    };
  }, [doc, type]);
  return runtime;
}
