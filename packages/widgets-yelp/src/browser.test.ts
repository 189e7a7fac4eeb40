import { describeReviewScriptEntry } from '@widgetry/widgets-core/testing';

describeReviewScriptEntry('yelp', () => import('./browser'));
