import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { type TabItem, Tabs } from './tabs';

const tabs: TabItem<string>[] = [
  { value: 'builder', label: 'Builder', content: <p>Content and source settings.</p> },
  { value: 'layout', label: 'Layout', content: <p>Styling settings.</p> },
];

const meta = {
  title: 'Editor kit/Tabs',
  component: Tabs<string>,
  args: { label: 'Editor', value: 'builder', tabs, onValueChange: fn() },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <div style={{ width: 420 }}>
        <Tabs
          {...args}
          onValueChange={(value) => {
            args.onValueChange(value);
            updateArgs({ value });
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof Tabs<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDisabledTab: Story = {
  args: {
    tabs: [...tabs, { value: 'settings', label: 'Settings', content: <p>Not available yet.</p>, disabled: true }],
  },
};

export const Disabled: Story = { args: { disabled: true } };
