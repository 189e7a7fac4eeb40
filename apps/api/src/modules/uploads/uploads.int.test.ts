import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN_MESSAGES,
  ADMIN_TOOLS_MESSAGES,
  imagePathSchema,
  UPLOAD_MAX_BYTES,
  uploadResponseSchema,
} from '@widgetry/contracts';
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
    expect(served.rawPayload.equals(PNG)).toBe(true);
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
