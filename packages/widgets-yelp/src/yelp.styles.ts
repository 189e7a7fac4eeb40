// The Yelp widget's stylesheet: the one every review widget shares (widgets-core/reviews), which
// reads the --wg-rv-* variables yelp.vars.ts sets.
// Imported from its own entry, which has no imports, so tsup.config.ts can load it in plain Node.
import { reviewsCss } from '@widgetry/widgets-core/reviews/styles';

export const yelpCss = reviewsCss;
