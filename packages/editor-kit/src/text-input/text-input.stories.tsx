import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { InfoPopup } from '../info-popup/info-popup';
import { TextInput } from './text-input';

const meta = {
  title: 'Editor kit/TextInput',
  component: TextInput,
  args: { label: 'Widget Name', value: 'My widget', placeholder: 'Name your widget', onValueChange: fn() },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <div style={{ width: 360 }}>
        <TextInput
          {...args}
          onValueChange={(value) => {
            args.onValueChange(value);
            updateArgs({ value });
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmptyWithPlaceholder: Story = { args: { value: '' } };

export const Multiline: Story = {
  args: {
    label: 'Disclaimer',
    multiline: true,
    rows: 4,
    maxLength: 500,
    value: 'Results are estimates and do not constitute an offer of credit.',
  },
};

/** The yelp Business ID: required (asterisk, no message) with help beside the label. */
export const RequiredWithInfo: Story = {
  args: {
    label: 'Business ID',
    value: '',
    placeholder: 'e.g. the-corner-cafe-springfield',
    required: true,
    labelAddon: (
      <InfoPopup label="How to find the Business ID" title="Business ID">
        Open the business's Write a Review page; the ID is the last part of its address.
      </InfoPopup>
    ),
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** A web address (the review page or listings URL of the data widgets). */
export const Url: Story = {
  args: { label: 'Review page URL', type: 'url', value: 'https://www.yelp.com/biz/the-corner-cafe-springfield' },
};
