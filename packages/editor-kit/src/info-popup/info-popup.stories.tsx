import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InfoPopup } from './info-popup';

const meta = {
  title: 'Editor kit/InfoPopup',
  component: InfoPopup,
  args: {
    label: 'How it works?',
    title: 'How it works?',
    onOpenChange: fn(),
    children: (
      <p>
        Monthly income is annual income divided by 12 plus extra income. The lower of the amount allowed by the housing
        limit and the amount allowed by the total debt limit sets the affordable mortgage.
      </p>
    ),
  },
} satisfies Meta<typeof InfoPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** With its words shown: a click on "How it works?" opens it as the icon does. */
export const WithText: Story = { args: { text: 'How it works?' } };

export const Open: Story = { args: { defaultOpen: true } };

export const LongText: Story = {
  args: {
    label: 'About the maps API key',
    title: 'Maps API key',
    defaultOpen: true,
    children: (
      <>
        <p>Listings show a map when the widget has a maps API key.</p>
        <p>
          In your cloud console, open the key's settings and add your site's domain to its allowed HTTP referrers, for
          example <code>https://example.com/*</code>, so the key works on your pages and nowhere else.
        </p>
      </>
    ),
  },
};

export const Disabled: Story = { args: { disabled: true } };
