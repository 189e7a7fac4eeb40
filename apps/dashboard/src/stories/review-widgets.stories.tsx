// The review widgets in each layout, rendered by their real runtimes with the reviews fixture.
import { runtimeStory } from './widget-stories';

export default { title: 'Widgets/Reviews' };

export const YelpList = runtimeStory('Yelp – list', 'yelp', { 'reviews.reviewlayout': 'list' });
export const YelpMasonry = runtimeStory('Yelp – masonry', 'yelp', { 'reviews.reviewlayout': 'masonry' });
export const YelpCarousel = runtimeStory('Yelp – carousel', 'yelp', { 'reviews.reviewlayout': 'carousel' });
export const TrustpilotList = runtimeStory('Trustpilot – list', 'trustpilot', { layout: 'list' });
export const TrustpilotMasonry = runtimeStory('Trustpilot – masonry', 'trustpilot', { layout: 'masonry' });
export const TrustpilotCarousel = runtimeStory('Trustpilot – carousel', 'trustpilot', { layout: 'carousel' });
export const TripadvisorList = runtimeStory('Tripadvisor – list', 'tripadvisor', { 'layout.layoutType': 'list' });
export const TripadvisorMasonry = runtimeStory('Tripadvisor – masonry', 'tripadvisor', {
  'layout.layoutType': 'masonry',
});
export const TripadvisorCarousel = runtimeStory('Tripadvisor – carousel', 'tripadvisor', {
  'layout.layoutType': 'carousel',
});
