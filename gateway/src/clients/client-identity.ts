/**
 * Who a request says it is, from Apollo's client-awareness headers (`apollographql-client-name`,
 * `apollographql-client-version`). A claim, not authority: it picks the trusted documents a request may run and the
 * usage bucket it counts in, nothing else (docs/decisions/0045-clients-documents-and-usage.md).
 */
export interface ClientIdentity {
  /** The header's name; `unnamed` without one, `invalid` for a value outside the charset or length. */
  name: string;
  /** The header's version; `unversioned` without one, `invalid` for a value outside the charset or length. */
  version: string;
}

/** The web app ships with the gateway and runs its build manifest; no client may publish under its name. */
export const WEB_CLIENT_NAME = 'learnify-web';
export const UNNAMED = 'unnamed';
export const UNVERSIONED = 'unversioned';
export const INVALID = 'invalid';

/** A client name: what package names and bundle ids use, 64 characters at most. */
export const CLIENT_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/i;
/** A version: semver, build numbers and git ids fit; 64 characters at most. */
export const CLIENT_VERSION = /^[a-z0-9][a-z0-9.+_-]{0,63}$/i;

type HeaderSource = { get(name: string): string | undefined | null };

function read(headers: HeaderSource, header: string, pattern: RegExp, absent: string): string {
  const value = headers.get(header)?.trim();
  if (!value) return absent;
  // Names compare case-insensitively (one bucket per app, however a build spells it).
  return value.length <= 64 && pattern.test(value) ? value.toLowerCase() : INVALID;
}

/** The identity a request claims; never longer than 64 characters per part, whatever the headers hold. */
export function clientIdentity(headers: HeaderSource): ClientIdentity {
  return {
    name: read(headers, 'apollographql-client-name', CLIENT_NAME, UNNAMED),
    version: read(headers, 'apollographql-client-version', CLIENT_VERSION, UNVERSIONED),
  };
}

/** True for the web app (named, or a request naming no client): it runs the build's own manifest. */
export const isWebClient = (name: string) => name === WEB_CLIENT_NAME || name === UNNAMED;
