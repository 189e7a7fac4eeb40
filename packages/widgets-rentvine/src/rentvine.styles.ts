// The Rentvine widget's stylesheet: the one both listing widgets share (widgets-core/listings),
// which reads the --wg-ls-* variables the shared vars set.
import { listingsCss } from '@widgetry/widgets-core';

export const rentvineCss = listingsCss;
