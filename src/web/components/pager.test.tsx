import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('shows nothing when everything fits on one page', () => {
    const { container } = render(
      <Pager page={1} pageSize={10} total={10} onPageChange={vi.fn()} label="Thing pages" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says which page of how many, and moves with Previous and Next within bounds', async () => {
    const onPageChange = vi.fn();
    render(
      <Pager page={1} pageSize={10} total={25} onPageChange={onPageChange} label="Thing pages" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Thing pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page', () => {
    render(<Pager page={3} pageSize={10} total={25} onPageChange={vi.fn()} label="Thing pages" />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});
