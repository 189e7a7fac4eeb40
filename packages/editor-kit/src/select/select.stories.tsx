import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { InfoPopup } from '../info-popup/info-popup';
import { Select, type SelectOption } from './select';

type Layout = 'list' | 'masonry' | 'carousel';
const layouts: SelectOption<Layout>[] = [
  { value: 'list', label: 'List' },
  { value: 'masonry', label: 'Masonry' },
  { value: 'carousel', label: 'Carousel' },
];

function LayoutSelect({ initial, disabled, withInfo }: { initial: Layout; disabled?: boolean; withInfo?: boolean }) {
  const [value, setValue] = useState(initial);
  const info = withInfo ? (
    <InfoPopup label="About layouts" title="Layouts">
      List stacks the reviews, masonry fills columns, carousel shows one row that scrolls.
    </InfoPopup>
  ) : undefined;
  return (
    <div style={{ width: 260 }}>
      <Select
        label="Layout"
        value={value}
        options={layouts}
        onValueChange={setValue}
        disabled={disabled}
        labelAddon={info}
      />
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

/** With help beside the label. */
export const WithInfo: Story = { args: { withInfo: true } };
