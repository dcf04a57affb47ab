import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { MarkdownReply } from './markdown-reply';
import { cellsOf, splitTables } from './reply-tables';

const REPLY = [
  'Attendance this month:',
  '',
  '| Class | Present | Absent | Rate |',
  '| --- | ---: | :-: | --- |',
  '| 10A **maths** | 27 | 1 | 96 % |',
  '| 10B | 25 | 3 |',
  '',
  'Figures for 1 to 20 November.',
].join('\n');

it('cuts pipe tables out of a reply, rows padded to the header, escaped pipes kept', () => {
  expect(splitTables(REPLY)).toEqual([
    { kind: 'text', text: 'Attendance this month:\n' },
    {
      kind: 'table',
      header: ['Class', 'Present', 'Absent', 'Rate'],
      rows: [
        ['10A **maths**', '27', '1', '96 %'],
        ['10B', '25', '3', ''],
      ],
    },
    { kind: 'text', text: '\nFigures for 1 to 20 November.' },
  ]);
  expect(cellsOf('| a \\| b | c |')).toEqual(['a | b', 'c']);
  const fenced = '```\n| a | b |\n| --- | --- |\n```';
  expect(splitTables(fenced)).toEqual([{ kind: 'text', text: fenced }]);
});

it('shows a table in a region that scrolls sideways, cells with their Markdown', () => {
  render(<MarkdownReply content={REPLY} />);
  const region = screen.getByRole('region', { name: 'Table' });
  expect(region).toHaveClass('overflow-x-auto');
  expect(region).toHaveAttribute('tabindex', '0');
  const table = within(region).getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual(['Class', 'Present', 'Absent', 'Rate']);
  expect(within(table).getByText('maths').tagName).toBe('STRONG');
  expect(screen.getByText('Figures for 1 to 20 November.')).toBeInTheDocument();
});
