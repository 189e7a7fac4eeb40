import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type OnOff, Toggle } from './toggle';

const meta = {
  title: 'Editor kit/Toggle',
  component: Toggle,
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A setting stored as 'on' / 'off' (yelp, listings). */
export const OnOffStrings: Story = {
  args: { label: 'Logo', values: 'onOff', value: 'on', onValueChange: () => {} },
  render: function Render() {
    const [value, setValue] = useState<OnOff>('on');
    return (
      <div style={{ width: 280 }}>
        <Toggle label="Logo" values="onOff" value={value} onValueChange={setValue} />
        <p>Stored: {value}</p>
      </div>
    );
  },
};

/** A setting stored as a boolean (tripadvisor). */
export const BooleanValue: Story = {
  args: { label: 'Show header', value: false, onValueChange: () => {} },
  render: function Render() {
    const [value, setValue] = useState(false);
    return (
      <div style={{ width: 280 }}>
        <Toggle label="Show header" value={value} onValueChange={setValue} />
        <p>Stored: {String(value)}</p>
      </div>
    );
  },
};

export const Disabled: Story = {
  args: { label: 'Write a Review', value: true, onValueChange: () => {}, disabled: true },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Toggle {...args} />
    </div>
  ),
};
