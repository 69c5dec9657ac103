import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './language';

/**
 * A fresh copy of the translation layer per test: the catalogues are cached per module instance, and these tests
 * are about the moment before the Urdu chunk has arrived.
 */
async function freshI18n() {
  vi.resetModules();
  const i18n = await import('./i18n');
  const catalogues = await import('./catalogues');
  function Probe() {
    const { t, setLanguage } = i18n.useI18n();
    return (
      <>
        <h1>{t('common.nav.membership')}</h1>
        <button type="button" onClick={() => setLanguage('ur')}>
          to Urdu
        </button>
      </>
    );
  }
  const view = () =>
    render(
      <i18n.I18nProvider>
        <Probe />
      </i18n.I18nProvider>,
    );
  return { view, loadedCatalogue: catalogues.loadedCatalogue };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.doUnmock('@/locales/ur');
  window.localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the Urdu catalogue, loaded on demand', () => {
  it('is not fetched for an English reader, whose page renders at once', async () => {
    const { view, loadedCatalogue } = await freshI18n();
    view();
    expect(screen.getByRole('heading', { name: 'Membership' })).toBeInTheDocument();
    expect(loadedCatalogue('ur')).toBeUndefined();
  });

  it('renders nothing for a remembered Urdu reader until the Urdu strings arrive, then Urdu right-to-left', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ur');
    const { view } = await freshI18n();
    const { container } = view();
    expect(container).toBeEmptyDOMElement(); // never an English page first
    expect(await screen.findByRole('heading', { name: 'رکنیت' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('writes the language cookie from the remembered choice, so the gateway renders the next page in it', async () => {
    document.cookie = 'learnify_lang=; path=/; max-age=0';
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ur');
    const { view } = await freshI18n();
    view();
    await screen.findByRole('heading', { name: 'رکنیت' });
    expect(document.cookie).toContain('learnify_lang=ur');
  });

  it('loads Urdu when chosen, keeping English on screen until it is here, and remembers the choice', async () => {
    const { view, loadedCatalogue } = await freshI18n();
    view();
    await userEvent.click(screen.getByRole('button', { name: 'to Urdu' }));
    expect(await screen.findByRole('heading', { name: 'رکنیت' })).toBeInTheDocument();
    expect(loadedCatalogue('ur')).toBeDefined();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('falls back to English when the Urdu strings cannot be fetched (offline, never cached)', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ur');
    vi.doMock('@/locales/ur', () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const { view } = await freshI18n();
    view();
    expect(await screen.findByRole('heading', { name: 'Membership' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('stays in English when switching fails, and a second press tries again', async () => {
    vi.doMock('@/locales/ur', () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const { view } = await freshI18n();
    view();
    await userEvent.click(screen.getByRole('button', { name: 'to Urdu' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('heading', { name: 'Membership' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();

    vi.doUnmock('@/locales/ur');
    await userEvent.click(screen.getByRole('button', { name: 'to Urdu' }));
    expect(await screen.findByRole('heading', { name: 'رکنیت' })).toBeInTheDocument();
  });
});
