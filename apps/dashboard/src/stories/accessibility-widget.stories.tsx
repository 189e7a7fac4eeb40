// The accessibility menu's button on either side, rendered by its real (preview) runtime.
import { runtimeStory } from './widget-stories';

export default { title: 'Widgets/Accessibility menu' };

export const IconRight = runtimeStory('Button on the right', 'accessibility', { 'icon.iconPosition': 'right' });
export const IconLeft = runtimeStory('Button on the left', 'accessibility', { 'icon.iconPosition': 'left' });
