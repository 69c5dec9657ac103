// Uploads are checked by CONTENT (magic bytes), limited in size and count, and stored under a safe name.
// A refused upload never reaches the upstream: the double's request log stays empty.
import { describe, expect, it } from 'vitest';
import { bigPng, codes, PNG_1X1, sha256, type UploadFile } from './support';
import { useStack } from './stack-support';

/** Sign-up with its user errors' reasons: every upload problem is one, in the payload. */
const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterAccountInput!) {
    registerAccount(input: $input) {
      created
      errors {
        code
        field
        message
        reason
      }
    }
  }
`;

const stack = useStack();

const ascii = (s: string) => Buffer.from(s, 'latin1');
const FILES = {
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), ascii('\0\x10JFIF\0 jpeg body')]),
  gif: ascii('GIF89a\x01\0\x01\0 gif body'),
  webp: ascii('RIFF\x20\0\0\0WEBPVP8 webp body'),
  pdf: ascii('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF'),
  html: ascii('<!doctype html><script>alert(document.cookie)</script>'),
  svg: ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  exe: ascii('MZ\x90\0 windows program'),
};

let n = 0;
function register(files: Array<Omit<UploadFile, 'path'> & { field: 'profilePicture' | 'feeReceipt' }>) {
  n += 1;
  return stack.client().upload(
    REGISTER,
    {
      input: {
        role: 'STUDENT',
        guardianConsent: true,
        username: `upload_kid_${n}`,
        password: 'Kite#Mango42',
        profilePicture: null,
        feeReceipt: null,
      },
    },
    files.map(({ field, ...f }) => ({ ...f, path: `input.${field}` })),
  );
}

const upstreamSawNothing = () => expect(stack.double.requests).toEqual([]);

describe('type checked by content', () => {
  it.each([
    ['an HTML page named .png', 'profilePicture', 'me.png', 'image/png', FILES.html],
    ['an SVG with a script', 'profilePicture', 'me.svg', 'image/svg+xml', FILES.svg],
    [
      'a PDF as a profile picture (pictures must be images)',
      'profilePicture',
      'me.pdf',
      'application/pdf',
      FILES.pdf,
    ],
    ['a Windows program named .jpg', 'feeReceipt', 'receipt.jpg', 'image/jpeg', FILES.exe],
    ['an HTML page as a receipt', 'feeReceipt', 'receipt.pdf', 'application/pdf', FILES.html],
    // Sign-up's receipt is an image field upstream (renewal's takes PDFs too: subscription.test.ts).
    ['a PDF receipt at sign-up', 'feeReceipt', 'receipt.pdf', 'application/pdf', FILES.pdf],
  ] as const)('refuses %s', async (_name, field, filename, type, bytes) => {
    const res = await register([{ field, filename, type, bytes }]);
    expect(res.errors).toBeUndefined();
    expect(res.data.registerAccount).toEqual({
      created: false,
      errors: [
        {
          code: 'INVALID_INPUT',
          field,
          reason: 'FILE_TYPE',
          message: expect.stringMatching(/PNG, JPEG, GIF or WebP file/),
        },
      ],
    });
    upstreamSawNothing();
  });

  it.each([
    ['PNG', 'profilePicture', PNG_1X1, 'image/png'],
    ['JPEG', 'profilePicture', FILES.jpeg, 'image/jpeg'],
    ['GIF', 'profilePicture', FILES.gif, 'image/gif'],
    ['WebP', 'profilePicture', FILES.webp, 'image/webp'],
    ['JPEG receipt', 'feeReceipt', FILES.jpeg, 'image/jpeg'],
  ] as const)('accepts a %s, sent on with the type its bytes prove', async (_name, field, bytes, proven) => {
    // The browser's claim is wrong on purpose: the gateway sends the type the content proves.
    const res = await register([{ field, filename: 'file.bin', type: 'application/octet-stream', bytes }]);
    expect(codes(res)).toEqual([]);
    const upstreamField = field === 'feeReceipt' ? 'fee_receipt' : 'profile_picture';
    // What the upstream received.
    const sent = stack.double.requests.find((r) => r.path === '/api/register/')?.body as {
      files: Record<string, { contentType: string; sha256: string; filename: string }>;
    };
    expect(sent.files[upstreamField]).toMatchObject({ contentType: proven, sha256: sha256(bytes) });
    expect(sent.files[upstreamField]?.filename).toMatch(/^file\.(png|jpg|gif|webp|pdf)$/);
  });
});

describe('safe file names', () => {
  it('drops paths and control characters and gives the extension the content proves', async () => {
    const res = await register([
      {
        field: 'profilePicture',
        filename: '../../etc/evil"\r\nX-Injected: 1<b>.html',
        type: 'text/html',
        bytes: PNG_1X1,
      },
    ]);
    expect(codes(res)).toEqual([]);
    const name = stack.double.admin.findUser(`upload_kid_${n}`)?.uploads.profile_picture?.filename ?? '';
    expect(name).toMatch(/\.png$/);
    expect(name).not.toMatch(/[/\\"\r\n<>]|\.html/);
    expect(name).toContain('evil');
  });
});

describe('size and count', () => {
  it('refuses a file over 5 MB before the upstream hears of it', async () => {
    const res = await register([
      { field: 'feeReceipt', filename: 'r.png', type: 'image/png', bytes: bigPng(5 * 1024 * 1024 + 1) },
    ]);
    expect(res.errors).toBeUndefined();
    expect(res.data.registerAccount.errors).toEqual([
      {
        code: 'INVALID_INPUT',
        field: 'feeReceipt',
        reason: 'FILE_TOO_LARGE',
        message: expect.stringMatching(/larger than 5 MB/),
      },
    ]);
    upstreamSawNothing();
  });

  it('refuses more than two files with 413', async () => {
    const res = await stack.client().upload(
      REGISTER,
      {
        input: {
          role: 'STUDENT',
          guardianConsent: true,
          username: 'many',
          password: 'Kite#Mango42',
          profilePicture: null,
          feeReceipt: null,
        },
      },
      [
        { path: 'input.profilePicture', filename: 'a.png', type: 'image/png', bytes: PNG_1X1 },
        { path: 'input.feeReceipt', filename: 'b.png', type: 'image/png', bytes: PNG_1X1 },
        { path: 'input.fullName', filename: 'c.png', type: 'image/png', bytes: PNG_1X1 },
      ],
    );
    expect(res.status).toBe(413);
    expect(codes(res)).toEqual(['PAYLOAD_TOO_LARGE']);
    expect(res.errors?.[0]?.extensions?.reason).toBe('TOO_MANY_FILES');
    upstreamSawNothing();
  });

  it('refuses an oversized `operations` field (the JSON inside a multipart request)', async () => {
    const res = await stack.client().upload(
      REGISTER,
      {
        input: {
          role: 'STUDENT',
          guardianConsent: true,
          username: 'x'.repeat(300 * 1024),
          password: 'Kite#Mango42',
          profilePicture: null,
        },
      },
      [{ path: 'input.profilePicture', filename: 'a.png', type: 'image/png', bytes: PNG_1X1 }],
    );
    expect(res.status).toBe(413);
    upstreamSawNothing();
  });

  it('a refused picture on an authenticated profile update never reaches the edit endpoint', async () => {
    const c = await stack.signedIn('ayesha');
    stack.double.reset();
    const res = await c.upload(
      `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { success errors { code field reason } } }`,
      { input: { profilePicture: null } },
      [{ path: 'input.profilePicture', filename: 'x.png', type: 'image/png', bytes: FILES.html }],
    );
    expect(res.data.updateProfile).toEqual({
      success: false,
      errors: [{ code: 'INVALID_INPUT', field: 'profilePicture', reason: 'FILE_TYPE' }],
    });
    // The session check (GET user/me/) may run while the file arrives; the file itself is never sent.
    expect(stack.double.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
