import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FontSelect, fontFamilyFor } from './font-select';

const FONTS = ['Cabin', 'Dancing Script', 'Montserrat'] as const;

describe('FontSelect', () => {
  it('lists the given fonts, each in its own font', () => {
    render(<FontSelect label="Font family" value="Montserrat" fonts={FONTS} onValueChange={() => {}} />);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...FONTS]);
    expect(screen.getByRole('option', { name: 'Dancing Script' }).style.fontFamily).toBe(
      '"Dancing Script", sans-serif',
    );
    expect(screen.getByRole('combobox', { name: 'Font family' }).style.fontFamily).toBe('"Montserrat", sans-serif');
  });

  it('reports the chosen font', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<FontSelect label="Font family" value="Cabin" fonts={FONTS} onValueChange={onValueChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font family' }), 'Dancing Script');
    expect(onValueChange).toHaveBeenCalledWith('Dancing Script');
  });

  it('cannot be used to write CSS through a font name', () => {
    expect(fontFamilyFor('Evil"; background: url(x)')).toBe('"Evil; background: url(x)", sans-serif');
  });
});
