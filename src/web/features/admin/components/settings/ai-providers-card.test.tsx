import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { jsonResponse } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { mockFetch, profileOrNotFound } from '@/web/test/fetch-mock';
import { AiProvidersCard } from './ai-providers-card';

const fetchMock = mockFetch({ signedIn: true });

beforeEach(() => {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/admin/settings/ai-providers') {
      return jsonResponse(200, {
        providers: [
          {
            provider: 'perplexity',
            label: 'Perplexity AI',
            configured: false,
            detail: 'Not set up: set PERPLEXITY_API_KEY on the server.',
          },
          { provider: 'rag', label: 'RAG (Docs)', configured: true, detail: 'Always on.' },
          {
            provider: 'openai',
            label: 'OpenAI',
            configured: true,
            detail: 'Set up: model gpt-4o-mini at api.openai.com.',
          },
        ],
        documentSearch: 'By words only.',
      });
    }
    return profileOrNotFound(url, 'admin');
  });
});

it('lists each provider, set up or not, with what it needs', async () => {
  renderApp([{ path: '/admin/settings', element: <AiProvidersCard /> }], '/admin/settings');
  const list = await screen.findByRole('list', { name: 'AI providers' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Perplexity AINot set upNot set up: set PERPLEXITY_API_KEY on the server.',
    'RAG (Docs)Set upAlways on.',
    'OpenAISet upSet up: model gpt-4o-mini at api.openai.com.',
  ]);
  expect(screen.getByText('Document search: By words only.')).toBeInTheDocument();
});
