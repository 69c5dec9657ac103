// docs/api.md followed step by step with clients nobody here wrote: graphql-request for operations and
// extract-files for the receipt upload (the GraphQL multipart request spec). The app is a published client,
// `learnify-android`, on a gateway with PERSISTED_QUERIES_ONLY=true: it sends only the hashes of its published
// documents. It signs in, reads her grade's quizzes, takes one, reads the result and her progress, refreshes
// before expiry and after a 401, uploads a receipt, signs out, and handles each error code by its retry hint.
import { createHash } from 'node:crypto';
import extractFiles from 'extract-files/extractFiles.mjs';
import isExtractableFile from 'extract-files/isExtractableFile.mjs';
import { ClientError, GraphQLClient } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { DocumentRegistry } from '../../gateway/src/clients/document-registry';
import { checkManifest } from '../../gateway/src/clients/manifest';
import { gatewaySchema } from '../../gateway/src/clients/store-for-cli';
import { manifestOf } from './client-support';
import { PASSWORD, PNG_1X1, startStack, type Data, type Stack } from './support';

// ── The app's own documents, as its build would list them in its persisted-query manifest ──────────────────
const DOCS = {
  signIn: `mutation SignIn($input: LoginInput!) {
  login(input: $input) { errors { code field message } session { role accountStatus tokens { accessToken refreshToken } } }
}`,
  refresh: `mutation Renew($input: RefreshSessionInput!) {
  refreshSession(input: $input) { errors { code } tokens { accessToken refreshToken } }
}`,
  myQuizzes: `query MyQuizzes {
  viewer { id user { id username } progress { id grade gradeQuizzes { id attempted quiz { id title grade } } } }
  catalogue { id name subjects { id chapters { id quizzes { id title } } } }
}`,
  start: `mutation Start($input: StartQuizInput!) {
  startQuiz(input: $input) { errors { code } attempt { attemptId previewMode quizTitle questions { id type options blanks } } }
}`,
  save: `mutation Save($input: SaveAnswerInput!) { saveAnswer(input: $input) { questionId status errors { code } } }`,
  finalize: `mutation Finalize($input: FinalizeQuizInput!) {
  finalizeQuiz(input: $input) { errors { code } result { id percentage gradeLetter } }
}`,
  result: `query Result($id: ID!) { viewer { id quizResult(attemptId: $id) { id percentage gradeLetter } } }`,
  progress: `query Progress {
  viewer { id progress { id attemptedQuizzes { id attempts bestPercentage quiz { id } } streak { id currentDays } } }
}`,
  subscription: `query Subscription { viewer { id user { id subscription { id status renewalPending } } } }`,
  renew: `mutation RenewSubscription($input: RenewSubscriptionInput!) {
  renewSubscription(input: $input) { submitted signedOut errors { code field reason } }
}`,
  signOut: `mutation SignOut($input: LogoutInput!) { logout(input: $input) { success } }`,
  // Published, so that the retry rules below can be met on purpose.
  history: `query History { viewer { id quizHistory { id entries { id } } } }`,
};
type Doc = keyof typeof DOCS;
const APP = { name: 'learnify-android', version: '2.3.0' };
const ACCESS_TOKEN_MINUTES = 30;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the docs' error table tells an app to do with an error. */
type Next =
  { kind: 'refresh' } | { kind: 'sign-in' } | { kind: 'retry'; afterSeconds: number } | { kind: 'give-up' };
function nextStep(error: ClientError): Next {
  const first = error.response.errors?.[0];
  const ext = (first?.extensions ?? {}) as { code?: string; reason?: string; retryable?: boolean };
  if (ext.code === 'UNAUTHENTICATED')
    return ext.reason === 'EXPIRED' ? { kind: 'refresh' } : { kind: 'sign-in' };
  if (ext.retryable) {
    const header = error.response.headers.get('retry-after');
    return { kind: 'retry', afterSeconds: header ? Number(header) : 1 };
  }
  return { kind: 'give-up' };
}

/** A phone app: graphql-request over fetch, its two tokens, and its documents sent by hash only. */
class AndroidApp {
  access: string | null = null;
  refreshToken: string | null = null;
  issuedAt = 0;
  readonly client: GraphQLClient;
  readonly waited: number[] = [];

  constructor(
    private readonly url: string,
    private readonly clock: () => number,
  ) {
    this.client = new GraphQLClient(`${url}/graphql`, {
      headers: () => ({
        'apollographql-client-name': APP.name,
        'apollographql-client-version': APP.version,
        ...(this.access ? { authorization: `Bearer ${this.access}` } : {}),
      }),
      // Trusted documents: the text stays in the app; the request carries its SHA-256 (Apollo's APQ extension).
      requestMiddleware: (request) => {
        const body = JSON.parse(String(request.body)) as {
          query: string;
          variables?: unknown;
          operationName?: string;
        };
        const { query, ...rest } = body;
        return {
          ...request,
          body: JSON.stringify({
            ...rest,
            extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } },
          }),
        };
      },
    });
  }

  /** One operation; on an error, what the docs say: refresh once and repeat, or wait and retry, or give up. */
  async run<T = Data>(doc: Doc, variables: Record<string, unknown> = {}, attempts = 3): Promise<T> {
    try {
      return await this.client.request<T>(DOCS[doc], variables);
    } catch (err) {
      if (!(err instanceof ClientError) || attempts <= 1) throw err;
      const next = nextStep(err);
      if (next.kind === 'refresh') {
        await this.refresh();
        return this.run(doc, variables, attempts - 1);
      }
      if (next.kind === 'retry') {
        this.waited.push(next.afterSeconds);
        return this.run(doc, variables, attempts - 1);
      }
      throw err;
    }
  }

  async signIn(username: string) {
    const { login } = await this.client.request<Data>(DOCS.signIn, {
      input: { username, password: PASSWORD, tokenDelivery: 'BEARER' },
    });
    expect(login.errors).toEqual([]);
    this.access = login.session.tokens.accessToken;
    this.refreshToken = login.session.tokens.refreshToken;
    this.issuedAt = this.clock();
    return login.session;
  }

  async refresh() {
    const { refreshSession } = await this.client.request<Data>(DOCS.refresh, {
      input: { refreshToken: this.refreshToken },
    });
    if (refreshSession.errors.length > 0) throw new Error(`sign in again: ${refreshSession.errors[0].code}`);
    this.access = refreshSession.tokens.accessToken;
    this.refreshToken = refreshSession.tokens.refreshToken;
    this.issuedAt = this.clock();
  }

  /** The docs: the access token lives 30 minutes; refresh a little before, not only after a 401. */
  async refreshIfDue() {
    if (this.clock() - this.issuedAt > (ACCESS_TOKEN_MINUTES - 5) * 60_000) await this.refresh();
  }

  /** A GraphQL multipart request built with extract-files: operations (hash only), map, then the files. */
  async upload(doc: Doc, variables: Record<string, unknown>) {
    const operation = {
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(DOCS[doc]) } },
    };
    const { clone, files } = extractFiles(operation, isExtractableFile, '');
    const form = new FormData();
    form.set('operations', JSON.stringify(clone));
    const map: Record<string, string[]> = {};
    let i = 0;
    for (const paths of files.values()) map[String(i++)] = paths;
    form.set('map', JSON.stringify(map));
    i = 0;
    for (const file of files.keys()) form.set(String(i++), file as Blob, (file as File).name);
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'apollo-require-preflight': 'true',
        'apollographql-client-name': APP.name,
        'apollographql-client-version': APP.version,
        ...(this.access ? { authorization: `Bearer ${this.access}` } : {}),
      },
      body: form,
    });
    return (await res.json()) as { data?: Data; errors?: Array<{ extensions?: Data }> };
  }
}

/** The double's clock: real time, moved on by the test where the guide waits (token lifetimes). */
let ahead = 0;
const now = () => Date.now() + ahead;
let double: UpstreamDouble;
let stack: Stack;
beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'minimal', port: 0, now: () => new Date(now()) });
  stack = await startStack({ PERSISTED_QUERIES_ONLY: 'true', UPSTREAM_TIMEOUT_MS: '800' }, { double });
  const checked = checkManifest(gatewaySchema(), JSON.stringify(manifestOf(Object.values(DOCS))));
  if (!checked.ok) throw new Error(checked.problems.join('\n'));
  await new DocumentRegistry(stack.gateway.store.entries).publish(APP.name, APP.version, checked.operations);
});
afterAll(async () => {
  await stack.close();
  await double.close();
});

describe('the mobile guide, followed with graphql-request and extract-files as a published client', () => {
  // In this order: the journey moves the double's clock on by an hour, the other two need it with the gateway's.
  it('meets each error code with its retry hint', async () => {
    const app = new AndroidApp(stack.url, now);
    await app.signIn('ayesha');

    // A wrong file type: a user error in the payload, with its reason; nothing to retry.
    const html = new File(['<!doctype html>'], 'receipt.pdf', { type: 'application/pdf' });
    const wrong = await app.upload('renew', { input: { plan: 'MONTHLY', feeReceipt: html } });
    expect(wrong.data.renewSubscription.errors).toEqual([
      { code: 'INVALID_INPUT', field: 'feeReceipt', reason: 'FILE_TYPE' },
    ]);

    // UPSTREAM_TIMEOUT: retryable; the app sends the same request again and it goes through.
    double.faults.add({ path: '/api/student/quiz-history/', delayMs: 1500, times: 1 });
    expect((await app.run('history')).viewer.quizHistory).toBeTruthy();
    expect(app.waited).toEqual([1]);

    // STANDING_UNKNOWN refused whole (the role cannot be read): 503, retryable, Retry-After.
    await app.refresh(); // a token the gateway has not read the standing of yet
    double.faults.add({ path: '/api/user/me/', status: 503, times: 1 });
    const unknown = await app.client.request(DOCS.history).catch((e: unknown) => e);
    expect((unknown as ClientError).response.status).toBe(503);
    expect(nextStep(unknown as ClientError)).toEqual({ kind: 'retry', afterSeconds: 5 });
    expect((await app.run('history')).viewer.quizHistory).toBeTruthy();

    // NOT_FOUND: not retryable.
    const missing = await app.client.request(DOCS.result, { id: '999999' }).catch((e: unknown) => e);
    expect((missing as ClientError).response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(nextStep(missing as ClientError)).toEqual({ kind: 'give-up' });

    // SUBSCRIPTION_EXPIRED (an expired account's answer): not retryable; the app goes to renewal.
    const expiredApp = new AndroidApp(stack.url, now);
    await expiredApp.signIn('bilal');
    const saved = await expiredApp.client
      .request(DOCS.save, { input: { attemptId: '1', questionId: '1', questionType: 'SCQ', selected: 'a' } })
      .catch((e: unknown) => e);
    expect((saved as ClientError).response.errors?.[0]?.extensions).toMatchObject({
      code: 'SUBSCRIPTION_EXPIRED',
    });
    expect(nextStep(saved as ClientError)).toEqual({ kind: 'give-up' });

    // A document the app never published: PERSISTED_QUERY_NOT_FOUND naming the app, not retryable.
    const own = await app.client.request('query Unpublished { grades { id } }').catch((e: unknown) => e);
    expect((own as ClientError).response.errors?.[0]).toMatchObject({
      message: expect.stringContaining('"learnify-android"'),
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
    expect(nextStep(own as ClientError)).toEqual({ kind: 'give-up' });

    // RATE_LIMITED after ten wrong passwords for one account from one address: 429, Retry-After.
    for (let i = 0; i < 10; i++)
      await app.client.request(DOCS.signIn, {
        input: { username: 'zara', password: 'wrong', tokenDelivery: 'BEARER' },
      });
    const limited = await app.client
      .request(DOCS.signIn, { input: { username: 'zara', password: 'wrong', tokenDelivery: 'BEARER' } })
      .catch((e: unknown) => e);
    expect((limited as ClientError).response.status).toBe(429);
    const step = nextStep(limited as ClientError);
    expect(step.kind).toBe('retry');
    expect((step as { afterSeconds: number }).afterSeconds).toBeGreaterThan(0);
  });

  it('uploads a renewal receipt with extract-files and is signed out, the renewal then reading as pending', async () => {
    const app = new AndroidApp(stack.url, now);
    await app.signIn('bilal'); // expired subscription
    const receipt = new File([PNG_1X1], 'receipt.png', { type: 'image/png' });
    const sent = await app.upload('renew', { input: { plan: 'MONTHLY', feeReceipt: receipt } });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.renewSubscription).toEqual({ submitted: true, signedOut: true, errors: [] });
    expect(double.admin.findUser('bilal')!.renewal_requests.at(-1)).toMatchObject({ status: 'pending' });

    const old = await app.client.request(DOCS.subscription).catch((e: unknown) => e);
    expect(nextStep(old as ClientError)).toEqual({ kind: 'sign-in' });
    await new Promise((r) => setTimeout(r, 1100)); // token times are whole seconds: sign in after the sign-out's
    await app.signIn('bilal');
    const { viewer } = await app.run('subscription');
    expect(viewer.user.subscription).toMatchObject({ status: 'INACTIVE', renewalPending: true });
  });

  it("takes a student through her whole bearer life: sign-in, her grade's quizzes, a quiz, result, progress, refreshes, sign-out", async () => {
    const app = new AndroidApp(stack.url, now);
    const session = await app.signIn('ayesha');
    expect(session).toMatchObject({ role: 'STUDENT', accountStatus: 'ACTIVE' });

    // Her grade's quizzes: `progress.gradeQuizzes` when her grade is known; the real `user/me/` may not say it,
    // and then the app uses the grade the child chose (Grade 3) from the public catalogue.
    const mine = await app.run('myQuizzes');
    expect(mine.viewer.user.username).toBe('ayesha');
    const fromProgress = mine.viewer.progress.gradeQuizzes.map((q: Data) => q.quiz);
    const chosen = mine.catalogue.find((g: Data) => g.name === (mine.viewer.progress.grade ?? 'Grade 3'));
    const quizzes = fromProgress.length > 0 ? fromProgress : chosen.subjects[0].chapters[0].quizzes;
    const quiz = quizzes[0];
    expect(quiz.id).toBeTruthy();

    const { startQuiz } = await app.run('start', { input: { quizId: quiz.id } });
    expect(startQuiz.errors).toEqual([]);
    const attempt = startQuiz.attempt;
    expect(attempt.previewMode).toBe(false);
    const key = double.admin.correctAnswersOf(Number(attempt.attemptId))!;
    for (const q of attempt.questions) {
      const correct = key[q.id] as Data;
      const input: Data = { attemptId: attempt.attemptId, questionId: q.id, questionType: q.type };
      if (q.type === 'SCQ') input.selected = correct.selected;
      if (q.type === 'MCQ') input.selectedOptions = correct.selected;
      if (q.type === 'FIB')
        input.blanks = Object.entries(correct).map(([label, value]) => ({ label, value }));
      const { saveAnswer } = await app.run('save', { input });
      expect(saveAnswer).toEqual({ questionId: q.id, status: 'SAVED', errors: [] });
    }
    const { finalizeQuiz } = await app.run('finalize', {
      input: { attemptId: attempt.attemptId, durationSeconds: 95 },
    });
    expect(finalizeQuiz.result).toMatchObject({ percentage: 100, gradeLetter: 'A+' });

    const result = await app.run('result', { id: attempt.attemptId });
    expect(result.viewer.quizResult).toEqual({ id: attempt.attemptId, percentage: 100, gradeLetter: 'A+' });
    const progress = await app.run('progress');
    expect(progress.viewer.progress.attemptedQuizzes).toContainEqual(
      expect.objectContaining({ attempts: 1, bestPercentage: 100, quiz: { id: quiz.id } }),
    );

    // 26 minutes on: the app refreshes before the token expires, and the request simply works.
    ahead += 26 * 60_000;
    const before = app.access;
    await app.refreshIfDue();
    expect(app.access).not.toBe(before);
    expect((await app.run('history')).viewer.quizHistory.entries[0].id).toBe(attempt.attemptId);

    // 31 minutes later without a refresh: UNAUTHENTICATED (reason EXPIRED) → refresh once → the same call.
    ahead += 31 * 60_000;
    const expired = await app.client.request(DOCS.history).catch((e: unknown) => e);
    expect(expired).toBeInstanceOf(ClientError);
    expect(nextStep(expired as ClientError)).toEqual({ kind: 'refresh' });
    expect((await app.run('history')).viewer.quizHistory.entries[0].id).toBe(attempt.attemptId);

    // Sign out: the refresh token and the access token both end; the app is told to sign in, not to refresh.
    const { logout } = await app.run('signOut', { input: { refreshToken: app.refreshToken } });
    expect(logout).toEqual({ success: true });
    const after = await app.client.request(DOCS.history).catch((e: unknown) => e);
    expect(nextStep(after as ClientError)).toEqual({ kind: 'sign-in' });
    await expect(app.refresh()).rejects.toThrow(/sign in again: INVALID_CREDENTIALS/);
  });
});
