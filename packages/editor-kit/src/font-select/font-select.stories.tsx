import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { FontSelect } from './font-select';

// The app passes the contracts' font list; the story repeats it (editor-kit imports no package).
const FONTS = [
  'Cabin',
  'Dancing Script',
  'Lato',
  'Montserrat',
  'Noto Sans',
  'Open Sans',
  'Poppins',
  'Quicksand',
  'Roboto',
  'Roboto Condensed',
  'Ubuntu',
];

const meta = {
  title: 'Editor kit/FontSelect',
  component: FontSelect<string>,
  args: { label: 'Font family', value: 'Montserrat', fonts: FONTS, onValueChange: fn() },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <div style={{ width: 260 }}>
        <FontSelect
          {...args}
          onValueChange={(value) => {
            args.onValueChange(value);
            updateArgs({ value });
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof FontSelect<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ScriptFont: Story = { args: { value: 'Dancing Script' } };

export const Disabled: Story = { args: { disabled: true } };
