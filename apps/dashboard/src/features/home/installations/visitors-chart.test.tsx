import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisitorsChart } from './visitors-chart';

describe('VisitorsChart', () => {
  it('names the count of visitors over the days it draws, in the singular for one', () => {
    const days = new Array<number>(30).fill(0);
    render(<VisitorsChart visitorsByDay={[...days.slice(1), 1]} visitors={1} />);
    expect(screen.getByRole('img', { name: '1 visitor in the last 30 days' })).toBeTruthy();
  });

  it('draws one bar a day, the busiest day full height', () => {
    const { container } = render(<VisitorsChart visitorsByDay={[2, 0, 4]} visitors={6} />);
    expect(screen.getByRole('img', { name: '6 visitors in the last 3 days' })).toBeTruthy();
    expect(Array.from(container.querySelectorAll('rect')).map((bar) => bar.getAttribute('height'))).toEqual([
      '10',
      '0',
      '20',
    ]);
  });
});
