import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { NumberInput } from './number-input';

const meta = {
  title: 'Editor kit/NumberInput',
  component: NumberInput,
  args: { label: 'Interest rate', value: 6.5, min: 0, max: 20, step: 0.1, onValueChange: fn() },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <div style={{ width: 240 }}>
        <NumberInput
          {...args}
          onValueChange={(value) => {
            args.onValueChange(value);
            updateArgs({ value });
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Columns: Story = { args: { label: 'Columns', value: 3, min: 1, max: 4, step: 1, integer: true } };

export const PagesAtMaximum: Story = { args: { label: 'Pages', value: 50, min: 1, max: 50, step: 1, integer: true } };

export const Disabled: Story = { args: { disabled: true } };

/** A value past the maximum (typed, or stored before the bounds changed): the range message shows. */
export const OutOfRange: Story = { args: { value: 25 } };

/** A message from outside, as after a save the API refused. */
export const WithError: Story = {
  args: { label: 'Pages', value: 3, min: 1, max: 50, integer: true, error: 'Choose 1 to 50 pages.' },
};
