// The listing widgets in each template, rendered by their real runtimes with the listings fixture.
import { runtimeStory } from './widget-stories';

export default { title: 'Widgets/Listings' };

export const AppfolioEagle = runtimeStory('AppFolio – eagle', 'appfolio', { 'layout.layoutTemplate': 'eagle' });
export const AppfolioHawk = runtimeStory('AppFolio – hawk', 'appfolio', { 'layout.layoutTemplate': 'hawk' });
export const RentvineEagle = runtimeStory('Rentvine – eagle', 'rentvine', { 'layout.layoutTemplate': 'eagle' });
export const RentvineHawk = runtimeStory('Rentvine – hawk', 'rentvine', { 'layout.layoutTemplate': 'hawk' });
