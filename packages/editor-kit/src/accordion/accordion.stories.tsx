import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Accordion, type AccordionItem } from './accordion';

const items: AccordionItem[] = [
  { value: 'header', title: 'Header', content: <p>Header, Logo and Name settings.</p> },
  { value: 'all-reviews', title: 'All Reviews', content: <p>Filter, layout, text font, size and colour.</p> },
  { value: 'button', title: 'Button', content: <p>Write a Review styling.</p> },
];

const meta = {
  title: 'Editor kit/Accordion',
  component: Accordion,
  args: { label: 'Layout settings', items, defaultValue: ['header'], onValueChange: fn() },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Accordion {...args} />
    </div>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneAtATime: Story = {};

export const SeveralOpen: Story = { args: { multiple: true, defaultValue: ['header', 'button'] } };

export const AllClosed: Story = { args: { defaultValue: [] } };

export const Disabled: Story = { args: { disabled: true } };

/** One section that cannot be opened (the others still can). */
export const WithDisabledSection: Story = {
  args: { items: [...items.slice(0, 2), { value: 'button', title: 'Button', content: <p />, disabled: true }] },
};
