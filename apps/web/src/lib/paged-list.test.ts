import { describe, expect, it } from 'vitest';
import type { Page } from './api-client.ts';
import { fetchAllPages } from './paged-list.ts';

/** A list of `size` numbers served `pageSize` at a time, each page linking to the next as the server writes it. */
function serve(size: number, pageSize: number) {
  const asked: string[] = [];
  const fetchPage = (path: string): Promise<Page<number>> => {
    asked.push(path);
    const url = new URL(path, 'http://localhost');
    const from = Number(url.searchParams.get('before') ?? 0);
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, size - from)) }, (_, index) => from + index);
    const more = from + pageSize < size;
    return Promise.resolve({ items, next: more ? `${url.pathname}?matchId=4&limit=${pageSize}&before=${from + pageSize}` : null, total: null });
  };
  return { asked, fetchPage };
}

describe('fetchAllPages', () => {
  it('reads a short list in one largest page, keeping the query it was given', async () => {
    const server = serve(22, 200);
    await expect(fetchAllPages('/api/players?matchId=4', server.fetchPage)).resolves.toEqual(Array.from({ length: 22 }, (_, index) => index));
    expect(server.asked).toEqual(['/api/players?matchId=4&limit=200']);
  });

  it('follows each Link the server gave until a page links nowhere', async () => {
    const server = serve(450, 200);
    const all = await fetchAllPages('/api/players?matchId=4&limit=10', server.fetchPage);
    expect(all).toHaveLength(450);
    expect(all.at(-1)).toBe(449);
    expect(server.asked).toEqual(['/api/players?matchId=4&limit=200', '/api/players?matchId=4&limit=200&before=200', '/api/players?matchId=4&limit=200&before=400']);
  });
});
