import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

function renderPager(props: Partial<Parameters<typeof Pager>[0]> = {}) {
  const onPageChange = vi.fn();
  render(<Pager info={{ page: 2, limit: 20, total: 57 }} noun="users" onPageChange={onPageChange} {...props} />);
  return onPageChange;
}

describe('Pager', () => {
  it('says which rows show and which page of how many, and asks for the pages beside it', () => {
    const onPageChange = renderPager();
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Showing 21–40 of 57 users')).toBeTruthy();
    expect(pages.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(pages.getByRole('button', { name: 'Previous' }));
    fireEvent.click(pages.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('ends the last page at the total and offers no page past either end', () => {
    renderPager({ info: { page: 1, limit: 20, total: 7 }, noun: 'sites', label: 'Installation pages' });
    const pages = within(screen.getByRole('navigation', { name: 'Installation pages' }));
    expect(pages.getByText('Showing 1–7 of 7 sites')).toBeTruthy();
    expect(pages.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(pages.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('holds both buttons while the asked page is on its way', () => {
    renderPager({ pending: true });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('shows nothing for an empty list or before the first answer', () => {
    renderPager({ info: { page: 1, limit: 20, total: 0 } });
    expect(screen.queryByRole('navigation')).toBeNull();
    renderPager({ info: undefined });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
