import { describeReviewScriptEntry } from '@widgetry/widgets-core/testing';

describeReviewScriptEntry('trustpilot', () => import('./browser'));
