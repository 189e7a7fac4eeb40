// The Trustpilot widget's stylesheet: the one every review widget shares (widgets-core/reviews),
// which reads the --wg-rv-* variables trustpilot.render.ts sets.
// Imported from its own entry, which has no imports, so tsup.config.ts can load it in plain Node.
import { reviewsCss } from '@widgetry/widgets-core/reviews/styles';

export const trustpilotCss = reviewsCss;
