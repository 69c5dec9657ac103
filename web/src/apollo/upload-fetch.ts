/** How far an upload has gone: bytes sent and, when the browser knows it, the total. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
}

/**
 * What a screen hands to an upload mutation (as `context.fetchOptions`): a signal that cancels it and a listener
 * for the bytes sent. The upload link passes fetch options through to the fetch function untouched.
 */
export interface UploadTransfer {
  signal: AbortSignal;
  onUploadProgress: (progress: UploadProgress) => void;
}

type TransferInit = RequestInit & { onUploadProgress?: UploadTransfer['onUploadProgress'] };

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * `fetch` over XMLHttpRequest, for one reason: fetch cannot report how much of a request body has been sent, and
 * on a school's weak connection a 3 MB receipt photo takes minutes. Only what the GraphQL link uses is supported
 * (method, headers, body, credentials, signal).
 */
export function xhrFetch(url: string, init: TransferInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (init.signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url);
    xhr.withCredentials = init.credentials === 'include';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) =>
      init.onUploadProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: headersOf(xhr.getAllResponseHeaders()),
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
    xhr.onabort = () => reject(abortError());
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

/**
 * The GraphQL link's fetch: multipart requests whose sender listens for progress go over XMLHttpRequest, everything
 * else over plain `fetch`.
 */
export function progressFetch(input: RequestInfo | URL, init: TransferInit = {}): Promise<Response> {
  if (init.onUploadProgress && init.body instanceof FormData) return xhrFetch(String(input), init);
  const { onUploadProgress: _ignored, ...rest } = init;
  return fetch(input, rest);
}
