// Authority only from what was verified: a bearer token's claims are readable by anyone and writable by anyone, so
// `logout(everywhere)` names an account only for a sealed cookie session or a bearer the upstream accepts in the same
// request. Over real HTTP against the REST double.
import { describe, expect, it } from 'vitest';
import { codes, upstreamToken, type Stack } from './support';
import { useStack } from './stack-support';

const ME = '{ me { username } }';
const LOGOUT_EVERYWHERE = 'mutation { logout(input: { everywhere: true }) { success } }';

/** The upstream's `user_id` of an account, read from a token the double issued for it. */
async function userIdOf(stack: Stack, username: string): Promise<unknown> {
  const token = await upstreamToken(stack.double, username);
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_id: unknown })
    .user_id;
}

/** A token shaped like the upstream's, naming `userId`, signed by nobody. */
function forgedToken(userId: unknown): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ token_type: 'access', user_id: userId, iat: now, exp: now + 3600, jti: 'x' })}.Zm9yZ2Vk`;
}

const stack = useStack();

describe('logout(everywhere) acts only for a verified holder', () => {
  it('a made-up bearer token naming a child signs nobody out, and is answered UNAUTHENTICATED', async () => {
    const child = await stack.signedIn('hamza');
    const forged = forgedToken(await userIdOf(stack, 'hamza'));

    const attacker = stack.client({ authorization: `Bearer ${forged}` });
    const started = Date.now();
    const answer = await attacker.gql(LOGOUT_EVERYWHERE);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
    // The upstream was asked whose the token is, and said nobody's.
    expect(stack.upstreamCalls('/api/user/me/')).toBeGreaterThanOrEqual(1);

    expect((await child.gql(ME)).data.me.username).toBe('hamza');
  });

  it('the same with the claim as a string, and with no credentials but a forged token in a second request', async () => {
    const child = await stack.signedIn('ayesha');
    const id = await userIdOf(stack, 'ayesha');
    for (const claim of [id, String(id)]) {
      const attacker = stack.client({ authorization: `Bearer ${forgedToken(claim)}` });
      await attacker.gql(LOGOUT_EVERYWHERE);
      await attacker.gql(LOGOUT_EVERYWHERE);
    }
    expect((await child.gql(ME)).data.me.username).toBe('ayesha');
  });

  it('a bearer token the upstream accepts still signs its whole account out', async () => {
    const child = await stack.signedIn('bilal');
    const phone = stack.client();
    const login = await phone.login('bilal', { bearer: true });
    const access = (login.data.login.session.tokens as { accessToken: string }).accessToken;
    const signedOut = await stack.client({ authorization: `Bearer ${access}` }).gql(LOGOUT_EVERYWHERE);
    expect(signedOut.data.logout.success).toBe(true);
    expect(codes(await child.gql(ME))).toEqual(['UNAUTHENTICATED']);
  });
});
