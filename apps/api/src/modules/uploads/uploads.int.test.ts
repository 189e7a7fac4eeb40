import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import {
  ADMIN_MESSAGES,
  ADMIN_TOOLS_MESSAGES,
  imagePathSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS_PER_SIDE,
  uploadResponseSchema,
} from '@widgetry/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext, tempDataDir, testConfig } from '../../test-support/test-app';
import { account, type TestAccount } from '../../test-support/widgets';

// Product image uploads (spec 003 §7 POST devadmin/upload; spec 001 §3 devadmin paths): only real
// raster images by content, kept under generated names in DATA_DIR/uploads and served from there.

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>');

/** The 1×1 PNG with its header (IHDR, checksum made good) claiming `width` × `height` pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(PNG);
  // Signature (8), IHDR length (4), then 'IHDR' and its data: width and height first.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/** A plain image of one colour, `width` × `height` pixels, in `format`. */
function solidImage(width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();
}

interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

const BOUNDARY = '----widgetry-upload-test';

/** A multipart/form-data body as a browser's FormData sends it. */
function form(parts: readonly FormPart[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) {
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

const fileParts = (bytes: Buffer, filename: string, contentType: string): FormPart[] => [
  { name: 'originalFileName', value: 'yelp' },
  { name: 'file', value: bytes, filename, contentType },
];

describe.each(databaseTargets())('uploads on $name', (target) => {
  const data = tempDataDir();
  let ctx: TestContext;
  let admin: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp(target, testConfig({ DATA_DIR: data.dir }));
    admin = await account(ctx.app, ctx.database.db, 'uploads-admin@example.com', { role: 'admin' });
    customer = await account(ctx.app, ctx.database.db, 'uploads-customer@example.com');
  });
  afterAll(async () => {
    await ctx.close();
    data.remove();
  });

  const upload = (parts: readonly FormPart[], who: TestAccount = admin) => {
    const body = form(parts);
    return ctx.app.inject({
      method: 'POST',
      url: '/devadmin/upload',
      headers: { ...who.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const stored = () => (existsSync(path.join(data.dir, 'uploads')) ? readdirSync(path.join(data.dir, 'uploads')) : []);

  it('keeps a PNG under a generated name and serves it publicly as image/png, nosniff, cached', async () => {
    const response = await upload(fileParts(PNG, 'banner.png', 'image/png'));
    expect(response.statusCode, response.body).toBe(200);
    const { filePath } = uploadResponseSchema.parse(response.json());
    expect(filePath).toMatch(/^devadmin\/uploads\/[0-9a-f]{32}\.png$/);
    // The product form can save it as a banner or logo.
    expect(imagePathSchema.safeParse(filePath).success).toBe(true);

    const served = await ctx.app.inject({ method: 'GET', url: `/${filePath}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    // What is served is the image encoded again: a 1×1 PNG.
    const metadata = await sharp(served.rawPayload).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'png',
      width: 1,
      height: 1,
    });
  });

  const servedBytes = async (response: { json(): unknown }) => {
    const { filePath } = uploadResponseSchema.parse(response.json());
    return (await ctx.app.inject({ method: 'GET', url: `/${filePath}` })).rawPayload;
  };

  it('keeps only the image: HTML after the end of a PNG is neither stored nor served', async () => {
    const polyglot = Buffer.concat([PNG, HTML]);
    const response = await upload(fileParts(polyglot, 'banner.png', 'image/png'));
    expect(response.statusCode, response.body).toBe(200);
    const served = await servedBytes(response);
    expect(served.includes('<script>')).toBe(false);
    expect(served.includes('<!doctype html>')).toBe(false);
    expect((await sharp(served).metadata()).format).toBe('png');
  });

  it("drops the image's metadata (EXIF) and keeps its pixels", async () => {
    const tagged = await sharp(await solidImage(8, 4, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'secret-note-in-exif', Artist: 'someone' } })
      .jpeg()
      .toBuffer();
    expect(tagged.includes('secret-note-in-exif')).toBe(true);
    const response = await upload(fileParts(tagged, 'photo.jpg', 'image/jpeg'));
    expect(response.statusCode, response.body).toBe(200);
    const served = await servedBytes(response);
    expect(served.includes('secret-note-in-exif')).toBe(false);
    const metadata = await sharp(served).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
      format: 'jpeg',
      width: 8,
      height: 4,
      exif: undefined,
    });
  });

  it('keeps an animated GIF animated', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map((colour) =>
        sharp({ create: { width: 4, height: 3, channels: 4, background: colour } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const response = await upload(fileParts(gif, 'spinner.gif', 'image/gif'));
    expect(response.statusCode, response.body).toBe(200);
    const metadata = await sharp(await servedBytes(response), { animated: true }).metadata();
    expect({ format: metadata.format, pages: metadata.pages, pageHeight: metadata.pageHeight }).toEqual({
      format: 'gif',
      pages: 3,
      pageHeight: 3,
    });
  });

  it('refuses an image wider or taller than 4096 pixels, storing nothing, and takes one at the limit', async () => {
    const before = stored().length;
    const max = UPLOAD_MAX_PIXELS_PER_SIDE;
    // Each of these is a few hundred bytes of PNG: only the header tells their size.
    for (const [width, height] of [
      [max + 1, 1],
      [1, max + 1],
    ] as const) {
      const response = await upload(fileParts(await solidImage(width, height), 'wide.png', 'image/png'));
      expect(response.statusCode, `${width}×${height}`).toBe(422);
      expect(response.json()).toEqual({ error: ADMIN_TOOLS_MESSAGES.uploadTooManyPixels });
    }
    // A pixel flood: 70 bytes whose header claims 50,000 × 50,000 pixels (10 GB decoded).
    const flood = await upload(fileParts(pngClaiming(50_000, 50_000), 'flood.png', 'image/png'));
    expect(flood.statusCode).toBe(422);
    expect(flood.json()).toEqual({ error: ADMIN_TOOLS_MESSAGES.uploadTooManyPixels });
    expect(stored().length).toBe(before);
    const atLimit = await upload(fileParts(await solidImage(max, 2), 'strip.png', 'image/png'));
    expect(atLimit.statusCode, atLimit.body).toBe(200);
  });

  it('refuses a file that starts like an image but does not decode, with a plain message', async () => {
    const before = stored().length;
    const cutShort = (await solidImage(64, 64)).subarray(0, 60);
    const signatureOnly = Buffer.concat([PNG.subarray(0, 8), Buffer.from('not really a png at all')]);
    for (const [name, bytes] of [
      ['cut-short.png', cutShort],
      ['signature-only.png', signatureOnly],
    ] as const) {
      const response = await upload(fileParts(bytes, name, 'image/png'));
      expect(response.statusCode, name).toBe(422);
      expect(response.json(), name).toEqual({ error: ADMIN_TOOLS_MESSAGES.uploadUnreadable });
    }
    expect(stored().length).toBe(before);
  });

  it('goes by the content, not the name: a PNG called .exe is stored as a png', async () => {
    const response = await upload(fileParts(PNG, 'setup.exe', 'application/x-msdownload'));
    expect(response.statusCode, response.body).toBe(200);
    expect(uploadResponseSchema.parse(response.json()).filePath).toMatch(/\.png$/);
  });

  it('refuses an HTML page named .png and an SVG, storing nothing', async () => {
    const before = stored().length;
    const disguised = [
      { bytes: HTML, name: 'innocent.png', type: 'image/png' },
      { bytes: SVG, name: 'logo.svg', type: 'image/svg+xml' },
    ];
    for (const { bytes, name, type } of disguised) {
      const response = await upload(fileParts(bytes, name, type));
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toEqual({ error: ADMIN_TOOLS_MESSAGES.uploadNotImage });
    }
    expect(stored().length).toBe(before);
  });

  it('answers 413 with a clear message past 2 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const response = await upload(fileParts(big, 'huge.png', 'image/png'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: ADMIN_TOOLS_MESSAGES.uploadTooLarge });
  });

  it("answers the spec's message when the file or the widget name is missing", async () => {
    const noName = await upload([{ name: 'file', value: PNG, filename: 'a.png', contentType: 'image/png' }]);
    const noFile = await upload([{ name: 'originalFileName', value: 'yelp' }]);
    const notForm = await ctx.app.inject({
      method: 'POST',
      url: '/devadmin/upload',
      headers: admin.headers,
      payload: { originalFileName: 'yelp' },
    });
    for (const response of [noName, noFile, notForm]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: ADMIN_MESSAGES.uploadMissing });
    }
  });

  it('is for admins only', async () => {
    expect((await upload(fileParts(PNG, 'a.png', 'image/png'), customer)).statusCode).toBe(403);
    const body = form(fileParts(PNG, 'a.png', 'image/png'));
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/devadmin/upload',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves only generated names: traversal and unknown names are 404', async () => {
    for (const url of [
      '/devadmin/uploads/..%2F..%2Fetc%2Fpasswd',
      '/devadmin/uploads/%2e%2e%2fjwtSecret',
      '/devadmin/uploads/..%5Cconfig.png',
      `/devadmin/uploads/${'0'.repeat(32)}.png`,
      `/devadmin/uploads/${'0'.repeat(32)}.svg`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
