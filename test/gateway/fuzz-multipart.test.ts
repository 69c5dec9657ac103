// Fuzz: generated hostile GraphQL multipart requests against a running production gateway. Header lines (many,
// huge, with CR, LF, NUL), file names with control characters, part order, boundaries, truncation, map keys and
// paths through inherited and built-in names, media types in any case. After every case: a 200 or a 4xx with a
// stable code, the process up (no worker replaced), /healthz answering and no upload left in the spool directory.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectStableAnswer,
  fuzzOptions,
  fuzzTimeout,
  INHERITED_NAMES,
  startProductionGateway,
  type ProductionGateway,
  PRODUCTION_START_MS,
} from './fuzz-support';

let gateway: ProductionGateway;
beforeAll(async () => {
  gateway = await startProductionGateway();
}, PRODUCTION_START_MS);
afterAll(() => gateway.close());

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let signups = 0;

/** A part's header text: a name, maybe a file name, and whatever lines the generator adds. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(
      fc.constantFrom('\r', '\n', '\0', '\r\n', '\t', '"', '\\', ';', '=', 'é', '\u2028', '%0d%0a', 'a'),
      {
        maxLength: 30,
      },
    )
    .map((chars) => chars.join('')),
  // A header (or file name) far over any sane size: busboy's header limit is 80 KB.
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'a'.repeat(n)),
);

const extraHeaderLines = fc.oneof(
  fc.constant(''),
  fc
    .array(
      hostileText.map((t) => `X-Fuzz: ${t}\r\n`),
      { maxLength: 5 },
    )
    .map((l) => l.join('')),
  // Thousands of header lines in one part.
  fc.integer({ min: 100, max: 5_000 }).map((n) => 'X-Line: v\r\n'.repeat(n)),
  fc.constant('Content-Type: image/png\r\n'),
  fc.constant('Content-Transfer-Encoding: base64\r\n'),
);

interface Part {
  name: string;
  filename: string | null;
  extra: string;
  body: Buffer;
}

const operationsValue = fc.oneof(
  fc.constant('{"query":"{ __typename }"}'),
  // Own members named like inherited ones: walking them is walking data, not the process's built-ins.
  fc.constant(
    '{"query":"{ __typename }","variables":{"constructor":{"prototype":null},"toString":null,"__proto__":{"0":null},"hasOwnProperty":[null]}}',
  ),
  fc.constant('[{"query":"{ __typename }"}]'),
  fc.constant('null'),
  fc.json({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  // A sign-up whose picture is the file part "0": the upload is spooled to disk and must be removed.
  fc.constant('SIGNUP'),
);

/** A map path through inherited and built-in names, from `variables` or from the operations' root. */
const inheritedPath = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.constantFrom(...INHERITED_NAMES, 'input', 'profilePicture', '0', 'call', 'apply'), {
      minLength: 1,
      maxLength: 5,
    }),
  )
  .map(([fromVariables, steps]) => [...(fromVariables ? ['variables'] : []), ...steps].join('.'));

const mapValue = fc.oneof(
  fc
    .tuple(fc.constantFrom('0', ...INHERITED_NAMES), fc.array(inheritedPath, { minLength: 1, maxLength: 3 }))
    .map(([field, paths]) => `{${JSON.stringify(field)}:${JSON.stringify(paths)}}`),
  fc.constant('{"0":["variables.input.profilePicture"]}'),
  fc.constant('{}'),
  fc.constant('{"0":["variables.input.profilePicture"],"1":["variables.input.feeReceipt"]}'),
  fc.constant('{"0":["__proto__.polluted"]}'),
  fc.constant('{"0":"not an array"}'),
  fc.json({ maxDepth: 2 }),
);

const fileBody = fc.oneof(
  fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.concat([PNG_HEAD, Buffer.from(b)])),
  fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.from(b)),
  fc.constant(Buffer.alloc(0)),
);

const part: fc.Arbitrary<Part> = fc.oneof(
  fc.record({
    name: fc.constant('operations'),
    filename: fc.constant(null),
    extra: extraHeaderLines,
    body: operationsValue.map((v) => Buffer.from(v)),
  }),
  fc.record({
    name: fc.constant('map'),
    filename: fc.constant(null),
    extra: extraHeaderLines,
    body: mapValue.map((v) => Buffer.from(v)),
  }),
  fc.record({
    name: fc.constantFrom('0', '1', '2', 'x'),
    filename: fc.oneof(fc.constant('me.png'), hostileText),
    extra: extraHeaderLines,
    body: fileBody,
  }),
  fc.record({
    name: hostileText,
    filename: fc.option(hostileText, { nil: null }),
    extra: extraHeaderLines,
    body: fileBody,
  }),
);

/** A well-ordered request (operations, map, file) to start from: order is then shuffled or kept. */
const wellOrdered = fc
  .tuple(operationsValue, mapValue, fileBody, hostileText)
  .map(([ops, map, file, filename]): Part[] => [
    { name: 'operations', filename: null, extra: '', body: Buffer.from(ops) },
    { name: 'map', filename: null, extra: '', body: Buffer.from(map) },
    { name: '0', filename, extra: 'Content-Type: image/png\r\n', body: file },
  ]);

/** A valid sign-up with a picture, whose file part alone is hostile: it reaches the spool and the upstream. */
const validUpload = fc
  .tuple(hostileText, extraHeaderLines, fileBody)
  .map(([filename, extra, file]): Part[] => [
    { name: 'operations', filename: null, extra: '', body: Buffer.from('SIGNUP') },
    { name: 'map', filename: null, extra: '', body: Buffer.from('{"0":["variables.input.profilePicture"]}') },
    { name: '0', filename, extra, body: Buffer.concat([PNG_HEAD, file]) },
  ]);

const hostileRequest = fc.record({
  parts: fc.oneof(
    validUpload,
    wellOrdered,
    wellOrdered.chain((parts) => fc.shuffledSubarray(parts, { minLength: 0, maxLength: parts.length })),
    fc.array(part, { maxLength: 6 }),
  ),
  boundary: fc.oneof(
    fc.constant('fuzzBoundary7e3'),
    fc.stringMatching(/^[A-Za-z0-9'()+_,.:=?-]{1,70}$/),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
  ),
  contentTypeBoundary: fc.oneof(
    fc.constant('same'),
    fc.constant('other'),
    fc.constant('missing'),
    fc.constant('quoted'),
  ),
  preamble: fc.oneof(fc.constant(''), fc.string({ unit: 'binary', maxLength: 50 })),
  closing: fc.boolean(),
  // Cut the body after this fraction of its bytes (1 = whole).
  keep: fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
  preflight: fc.oneof(
    { weight: 9, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  ),
  upperCase: fc.boolean(),
});

/** Half the cases: a well-formed envelope around a valid upload whose file part alone is hostile. */
const request = fc.oneof(
  hostileRequest,
  fc.record({
    parts: validUpload,
    boundary: fc.constant('fuzzBoundary7e3'),
    contentTypeBoundary: fc.constant('same' as const),
    preamble: fc.constant(''),
    closing: fc.constant(true),
    keep: fc.constant(1),
    preflight: fc.constant(true),
    upperCase: fc.boolean(),
  }),
);

type Generated = typeof hostileRequest extends fc.Arbitrary<infer T> ? T : never;

function encode(g: Generated): { body: Buffer; contentType: string } {
  const b = g.boundary;
  const chunks: Buffer[] = [Buffer.from(g.preamble, 'latin1')];
  for (const p of g.parts) {
    let value = p.body;
    if (value.toString() === 'SIGNUP') {
      signups += 1;
      value = Buffer.from(
        JSON.stringify({
          query:
            'mutation Fuzz($input: RegisterAccountInput!) { registerAccount(input: $input) { created errors { code } } }',
          variables: {
            input: {
              role: 'TEACHER',
              username: `fuzz_upload_${signups}`,
              password: 'Zebra#Mango42!',
              fullName: 'Fuzz Upload',
              email: `fuzz_upload_${signups}@example.com`,
              profilePicture: null,
            },
          },
        }),
      );
    }
    const filename = p.filename === null ? '' : `; filename="${p.filename}"`;
    chunks.push(
      Buffer.from(
        `\r\n--${b}\r\nContent-Disposition: form-data; name="${p.name}"${filename}\r\n${p.extra}\r\n`,
        'latin1',
      ),
      value,
    );
  }
  if (g.closing) chunks.push(Buffer.from(`\r\n--${b}--\r\n`, 'latin1'));
  const whole = Buffer.concat(chunks);
  const body = whole.subarray(0, Math.floor(whole.length * g.keep));
  const param = {
    same: `; boundary=${b}`,
    other: '; boundary=notTheBoundary',
    missing: '',
    quoted: `; boundary="${b}"`,
  }[g.contentTypeBoundary];
  // A header value cannot carry CR, LF or NUL (Node refuses to send it): those boundaries stay in the body only.
  const contentType =
    `${g.upperCase ? 'MULTIPART/FORM-DATA' : 'multipart/form-data'}${param.replace(/[\r\n\0]/g, '')}`.replace(
      /[^\t\x20-\x7e]/g,
      '',
    );
  return { body, contentType };
}

describe('fuzz: multipart bodies', () => {
  it(
    'every generated multipart request gets a stable answer and leaves the process and the disk clean',
    async () => {
      await fc.assert(
        fc.asyncProperty(request, async (g) => {
          const { body, contentType } = encode(g);
          const answer = await gateway.send({
            headers: {
              'content-type': contentType,
              ...(g.preflight ? { 'apollo-require-preflight': 'true' } : {}),
            },
            body,
          });
          expectStableAnswer(answer, `multipart (${body.length} bytes, ${contentType})`);
          await gateway.expectHealthy();
        }),
        fuzzOptions(),
      );
      // Not vacuous: some generated uploads got through the parser to the spool and on to the upstream.
      expect(gateway.double.requests.filter((r) => r.path === '/api/register/').length).toBeGreaterThan(0);
    },
    fuzzTimeout(),
  );

  it('answers CR, LF or NUL in a file name, a 200 KB header and 5,000 header lines stably', async () => {
    const ops = '{"query":"{ __typename }"}';
    for (const extra of [
      { filename: 'a\r\nb.png', extra: '' },
      { filename: 'a\0b.png', extra: '' },
      { filename: 'me.png', extra: `X-Big: ${'a'.repeat(200 * 1024)}\r\n` },
      { filename: 'me.png', extra: 'X-Line: v\r\n'.repeat(5_000) },
    ]) {
      const { body, contentType } = encode({
        parts: [
          { name: 'operations', filename: null, extra: '', body: Buffer.from(ops) },
          { name: 'map', filename: null, extra: '', body: Buffer.from('{}') },
          { name: '0', ...extra, body: PNG_HEAD },
        ],
        boundary: 'fuzzBoundary7e3',
        contentTypeBoundary: 'same',
        preamble: '',
        closing: true,
        keep: 1,
        preflight: true,
        upperCase: false,
      });
      const answer = await gateway.send({
        headers: { 'content-type': contentType, 'apollo-require-preflight': 'true' },
        body,
      });
      expectStableAnswer(answer, `issue case ${JSON.stringify(extra.filename)}`);
      await gateway.expectHealthy();
    }
  }, 60_000);
});
