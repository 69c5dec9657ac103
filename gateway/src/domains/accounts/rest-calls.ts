import { sendForm, type FormField } from '../../uploads/form';
import type { CallOptions, UpstreamClient } from '../../upstream/client';
import { parseData } from '../../upstream/parse';
import { isUpstreamStatus } from '../../upstream/upstream-error';
import { loginDto, meDto, messageDto, refreshDto, type LoginDto, type MeDto } from './upstream-types';

/** `POST token/`: never with the viewer's token (a stale one must not get in the way of signing in). */
export async function login(client: UpstreamClient, username: string, password: string): Promise<LoginDto> {
  return parseData(loginDto, await client.postJson('token/', { username, password }, { auth: false }));
}

/** `POST token/refresh/`: the new access token, or null when the refresh token is refused (401/400). */
export async function refreshSession(
  client: UpstreamClient,
  refresh: string,
): Promise<{ access: string; refresh: string | null } | null> {
  try {
    return parseData(refreshDto, await client.postJson('token/refresh/', { refresh }, { auth: false }));
  } catch (err) {
    if (isUpstreamStatus(err, 400, 401)) return null;
    throw err;
  }
}

/** `GET user/me/` with the viewer's token, or `options.token` (memoized for the request). */
export async function fetchMe(client: UpstreamClient, options: CallOptions = {}): Promise<MeDto> {
  return parseData(meDto, await client.get('user/me/', options));
}

/** `POST register/` (multipart only; the upstream answers JSON with 415). Public: sent without a token. */
export async function registerAccount(client: UpstreamClient, fields: FormField[]) {
  return parseData(messageDto, await sendForm(client, 'POST', 'register/', fields, { auth: false }));
}

/** `PUT user/edit-profile/` (multipart only). */
export async function updateProfile(client: UpstreamClient, fields: FormField[]) {
  return parseData(messageDto, await sendForm(client, 'PUT', 'user/edit-profile/', fields));
}

/** `POST user/change-password/` (JSON). */
export async function changePassword(client: UpstreamClient, oldPassword: string, newPassword: string) {
  const body = { old_password: oldPassword, new_password: newPassword };
  return parseData(messageDto, await client.postJson('user/change-password/', body));
}
