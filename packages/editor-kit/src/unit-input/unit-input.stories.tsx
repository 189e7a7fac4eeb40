import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { UnitInput } from './unit-input';

const meta = {
  title: 'Editor kit/UnitInput',
  component: UnitInput,
  args: { label: 'Font size', value: '16px', unit: 'px', min: 8, max: 72, onValueChange: fn() },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <div style={{ width: 240 }}>
        <UnitInput
          {...args}
          onValueChange={(value) => {
            args.onValueChange(value);
            updateArgs({ value });
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof UnitInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Percent: Story = {
  args: { label: 'Container width', value: '100%', unit: '%', min: 10, max: 100, step: 5 },
};

export const AtMinimum: Story = { args: { label: 'Border radius', value: '0px', min: 0, max: undefined } };

export const Empty: Story = { args: { label: 'Padding', value: '', min: 0, max: undefined } };

export const Disabled: Story = { args: { disabled: true } };

/** A size past the maximum: the range message shows beside the field. */
export const OutOfRange: Story = { args: { value: '100px' } };

/** A message from outside, as after a save the API refused. */
export const WithError: Story = { args: { error: 'Font size must be between 8px and 72px.' } };
