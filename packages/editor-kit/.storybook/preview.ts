import type { Preview } from '@storybook/react-vite';
import '../src/editor-kit.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // A violation fails the story (red in the sidebar, and in e2e/stories-a11y.e2e.ts), not a warning.
    a11y: { test: 'error' },
  },
};

export default preview;
