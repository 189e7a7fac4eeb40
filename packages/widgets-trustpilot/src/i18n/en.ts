// The Trustpilot widget's English catalogue (issue 32): the review widgets' shared one, as every
// text it shows is the shared render's (the platform's name stays as it is in every language).
// The catalogues are imported file by file (reviews/i18n/*, no runtime imports), so tsup.config.ts
// can load them in plain Node.
import type { Catalogue } from '@widgetry/widgets-core';
import { reviewsMessages } from '@widgetry/widgets-core/reviews/i18n/en';

export const trustpilotMessages = { ...reviewsMessages } as const satisfies Catalogue;
