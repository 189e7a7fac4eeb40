import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorPicker } from './color-picker';

const meta = {
  title: 'Editor kit/ColorPicker',
  component: ColorPicker,
  args: { label: 'Text Color', value: '#1f2933', onValueChange: fn() },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <div style={{ width: 320 }}>
        <ColorPicker
          {...args}
          onValueChange={(value) => {
            args.onValueChange(value);
            updateArgs({ value });
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opened, as after a click on the swatch. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Text Color/ }));
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};

export const ShortHex: Story = { args: { label: 'Background', value: '#fff' } };

export const WithAlpha: Story = { args: { label: 'Overlay', value: '#1f293380', alpha: true } };

export const Disabled: Story = { args: { disabled: true } };

/** Near the bottom of the viewport the popover opens above the swatch. */
export const NearViewportBottom: Story = {
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-end', paddingBottom: 24 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Text Color/ }));
    await expect(canvas.getByRole('dialog').dataset.placement).toBe('above');
  },
};

/** Opening one picker closes the other. */
export const OneOpenAtATime: Story = {
  render: function Render() {
    const [text, setText] = useState('#d32323');
    const [background, setBackground] = useState('#ffffff');
    return (
      <div style={{ width: 320 }}>
        <ColorPicker label="Button colour" value={text} onValueChange={setText} />
        <ColorPicker label="Button background" value={background} onValueChange={setBackground} />
      </div>
    );
  },
};

/** No colour stored yet: the swatch shows a transparent chip and says "no colour". */
export const Empty: Story = { args: { value: '' } };
