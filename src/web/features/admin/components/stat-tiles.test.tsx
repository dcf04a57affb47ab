import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, makeProfile } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { mockFetch } from '@/web/test/fetch-mock';
import { StatTiles } from './stat-tiles';

const fetchMock = mockFetch({ signedIn: true });

describe('StatTiles', () => {
  it('shows the four tiles with their counts and trends, and how the trend is computed', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/admin/stats'
        ? jsonResponse(200, {
            students: { count: 312, trendPercent: 4 },
            teachers: { count: 18, trendPercent: -10 },
            parents: { count: 5, trendPercent: null },
            classes: { count: 0, trendPercent: null },
          })
        : jsonResponse(200, makeProfile('admin')),
    );
    renderScreen(<StatTiles />);
    const tiles = await screen.findByRole('list', { name: 'School summary' });
    const items = within(tiles).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Total Students',
      'Teachers',
      'Parents',
      'Classes',
    ]);
    expect(await within(items[0]!).findByText('312')).toBeInTheDocument();
    expect(within(items[0]!).getByText('+4% from last month')).toBeInTheDocument();
    expect(within(items[1]!).getByText('-10% from last month')).toBeInTheDocument();
    expect(within(items[2]!).getByText('New this month')).toBeInTheDocument();
    expect(within(items[3]!).getByText('—')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.hover(
      within(items[0]!).getByRole('button', { name: /How the Total Students trend/ }),
    );
    expect((await screen.findAllByText(/count at the end of last month/))[0]).toBeInTheDocument();
  });

  it('says so in plain words when the counts cannot be loaded', async () => {
    fetchMock.mockImplementation(async () =>
      errorResponse(403, 'FORBIDDEN', 'Your role does not have access to this.'),
    );
    renderScreen(<StatTiles />);
    expect(
      await screen.findByText(
        'The counts could not be loaded. Your role does not have access to this.',
      ),
    ).toBeInTheDocument();
  });
});
