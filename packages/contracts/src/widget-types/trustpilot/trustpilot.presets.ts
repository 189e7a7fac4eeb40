import type { WidgetPreset } from '../preset';
import type { TrustpilotSettings } from './trustpilot.schema';

/** Trustpilot's designs: its text and background colours and the list, masonry or carousel. */
export const trustpilotPresets: readonly WidgetPreset<TrustpilotSettings>[] = [
  { name: 'Clean', settings: { color: '#191919', bgcolor: '#ffffff', layout: 'list' } },
  { name: 'Forest', settings: { color: '#ffffff', bgcolor: '#00754a', layout: 'masonry' } },
  { name: 'Night', settings: { color: '#f7fafc', bgcolor: '#1a202c', layout: 'carousel' } },
];
