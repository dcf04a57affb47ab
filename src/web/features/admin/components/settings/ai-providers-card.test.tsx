import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/web/lib/storage-keys';
import { jsonResponse, makeProfile, makeSession } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { AiProvidersCard } from './ai-providers-card';

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession()));
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/profile') return jsonResponse(200, makeProfile('admin'));
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
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not here' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

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
