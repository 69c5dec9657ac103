import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressFetch, xhrFetch, type UploadProgress } from './upload-fetch';

/** A stand-in XMLHttpRequest the test drives by hand: it records what was sent and fires events on demand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: 7\r\n';
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('xhrFetch', () => {
  it('sends the form with the headers, reports bytes sent and answers a Response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: UploadProgress[] = [];
    const form = new FormData();
    form.append('operations', '{}');
    const pending = xhrFetch('/graphql', {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true' },
      body: form,
      onUploadProgress: (p) => seen.push(p),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body, xhr.headers]).toEqual([
      'POST',
      '/graphql',
      form,
      { 'apollo-require-preflight': 'true' },
    ]);
    xhr.upload.onprogress?.({ loaded: 0, total: 0, lengthComputable: false });
    xhr.upload.onprogress?.({ loaded: 512, total: 2048, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 2048, total: 2048, lengthComputable: true });
    xhr.respond(200, '{"data":{"ok":true}}');
    const response = await pending;
    expect(seen).toEqual([
      { loaded: 0, total: null },
      { loaded: 512, total: 2048 },
      { loaded: 2048, total: 2048 },
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ data: { ok: true } });
  });

  it('aborts the request when the signal fires, failing with an AbortError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = xhrFetch('/graphql', { body: new FormData(), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it('fails like fetch on a network error', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = xhrFetch('/graphql', { body: new FormData() });
    FakeXhr.last.onerror?.();
    await expect(pending).rejects.toBeInstanceOf(TypeError);
  });
});

describe('progressFetch', () => {
  it('uses XMLHttpRequest only for a form whose sender listens for progress, and fetch for the rest', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchSpy = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchSpy);
    FakeXhr.last = undefined as unknown as FakeXhr;

    await progressFetch('/graphql', {
      method: 'POST',
      body: '{"query":"{me{id}}"}',
      onUploadProgress: () => {},
    });
    await progressFetch('/graphql', { method: 'POST', body: new FormData() });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    // The listener is not passed on to fetch.
    expect(fetchSpy.mock.calls[0]).toEqual(['/graphql', { method: 'POST', body: '{"query":"{me{id}}"}' }]);
    expect(FakeXhr.last).toBeUndefined();

    const viaXhr = progressFetch('/graphql', {
      method: 'POST',
      body: new FormData(),
      onUploadProgress: () => {},
    });
    FakeXhr.last.respond(200, '{}');
    await viaXhr;
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
