import type { Preview } from '@storybook/react-vite';
import '../src/editor-kit.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
