import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Select, type SelectOption } from './select';

type Layout = 'list' | 'masonry' | 'carousel';
const layouts: SelectOption<Layout>[] = [
  { value: 'list', label: 'List' },
  { value: 'masonry', label: 'Masonry' },
  { value: 'carousel', label: 'Carousel' },
];

function LayoutSelect({ initial, disabled }: { initial: Layout; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ width: 260 }}>
      <Select label="Layout" value={value} options={layouts} onValueChange={setValue} disabled={disabled} />
    </div>
  );
}

const meta = {
  title: 'Editor kit/Select',
  component: LayoutSelect,
  args: { initial: 'list' },
} satisfies Meta<typeof LayoutSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LastOption: Story = { args: { initial: 'carousel' } };

export const Disabled: Story = { args: { disabled: true } };
