import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepStylesheet } from './stylesheet-cache';

const clearCookie = () => {
  document.cookie = 'learnify_css=; path=/; max-age=0';
};

afterEach(() => {
  document.head.innerHTML = '';
  clearCookie();
  vi.unstubAllGlobals();
});

async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('keepStylesheet', () => {
  it('fetches the inline stylesheet’s file, then names it in the cookie', async () => {
    document.head.innerHTML = '<style data-href="/assets/style-Ab1.css">body{}</style>';
    const fetched = vi.fn(async () => new Response('body{}', { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    keepStylesheet();
    await settle();
    expect(fetched).toHaveBeenCalledWith('/assets/style-Ab1.css', { credentials: 'same-origin' });
    expect(document.cookie).toContain('learnify_css=style-Ab1.css');
  });

  it('names nothing when the file could not be fetched, or when the page linked it already', async () => {
    document.head.innerHTML = '<style data-href="/assets/style-Ab1.css">body{}</style>';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    keepStylesheet();
    await settle();
    expect(document.cookie).not.toContain('learnify_css');
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/style-Ab1.css">';
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    keepStylesheet();
    expect(fetched).not.toHaveBeenCalled();
  });
});
