/** The widths the preview shows a widget at: a laptop, a tablet held upright and a phone. */
export interface PreviewDevice {
  id: 'desktop' | 'tablet' | 'phone';
  label: string;
  /** CSS pixels, the frame's viewport width (what the runtime's media queries see). */
  width: number;
}

export const DESKTOP: PreviewDevice = { id: 'desktop', label: 'Desktop', width: 1280 };
const TABLET: PreviewDevice = { id: 'tablet', label: 'Tablet', width: 768 };
const PHONE: PreviewDevice = { id: 'phone', label: 'Phone', width: 390 };

export const PREVIEW_DEVICES: readonly PreviewDevice[] = [DESKTOP, TABLET, PHONE];
