import { describeReviewScriptEntry } from '@widgetry/widgets-core/testing';

describeReviewScriptEntry('tripadvisor', () => import('./browser'));
