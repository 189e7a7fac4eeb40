import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from './select';

type Layout = 'list' | 'masonry' | 'carousel';
const layouts: SelectOption<Layout>[] = [
  { value: 'list', label: 'List' },
  { value: 'masonry', label: 'Masonry' },
  { value: 'carousel', label: 'Carousel' },
];

describe('Select', () => {
  it('shows the options and the selected one', () => {
    render(<Select label="Layout" value="masonry" options={layouts} onValueChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Layout' });
    expect(select).toHaveProperty('value', 'masonry');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['List', 'Masonry', 'Carousel']);
  });

  it('reports the chosen value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Layout" value="list" options={layouts} onValueChange={onValueChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Layout' }), 'Carousel');
    expect(onValueChange).toHaveBeenCalledWith('carousel');
  });

  it('keeps a stored value that is not in the list visible, unselectable', () => {
    render(
      <Select<string> label="Filter" value="7" options={[{ value: 'all', label: 'All' }]} onValueChange={() => {}} />,
    );
    const select = screen.getByRole('combobox', { name: 'Filter' });
    expect(select).toHaveProperty('value', '7');
    expect(screen.getByRole('option', { name: '7' })).toHaveProperty('disabled', true);
  });

  it('is disabled when asked', () => {
    render(<Select label="Layout" value="list" options={layouts} onValueChange={() => {}} disabled />);
    expect(screen.getByRole('combobox', { name: 'Layout' })).toHaveProperty('disabled', true);
  });
});
