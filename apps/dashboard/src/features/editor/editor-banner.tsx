import { BANNER_HIDE_MS } from '@widgetry/contracts';
import { useEffect } from 'react';
import { useEditorStore } from './editor.store';

/** The editor's message banner; each message hides itself after 5 s (spec 000 §2, §9). */
export function EditorBanner() {
  const banner = useEditorStore((state) => state.banner);
  const hideBanner = useEditorStore((state) => state.hideBanner);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(hideBanner, BANNER_HIDE_MS);
    return () => clearTimeout(timer);
  }, [banner, hideBanner]);

  if (!banner) return null;
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
