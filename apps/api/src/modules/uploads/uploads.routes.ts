import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import {
  ADMIN_MESSAGES,
  ADMIN_TOOLS_MESSAGES,
  UPLOAD_MAX_BYTES,
  UPLOAD_NAME_PATTERN,
  uploadFormSchema,
  uploadResponseSchema,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { reencodeImage } from './image-reencode';
import { detectImageType, IMAGE_CONTENT_TYPES, imageTypeOfName } from './image-type';

// Product images: the admin uploads a banner or logo (spec 003 §7 POST devadmin/upload), and every
// page shows it from the API host (spec 001 §3: a `devadmin…` path is served from here). The file
// is kept only when its content is a raster image, under a name we generate, so what is served is
// never an uploader's HTML, script or SVG, and no request can name a path outside the folder.
// What is kept is the image decoded and encoded again (image-reencode.ts), never the bytes sent.

export interface UploadsRoutesOptions {
  /** DATA_DIR: uploads live in its `uploads` folder. */
  dataDir: string;
}

/** The served path prefix; the catalogue recognises uploaded images by the leading `devadmin`. */
const PUBLIC_PREFIX = 'devadmin/uploads';
/** The names are random and never reused, so a browser may keep an image for good. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const uploadNameParamsSchema = z.object({ name: z.string().max(100) });
/** The stored bytes, sent as they are (for the OpenAPI document; a Buffer is never serialised). */
const IMAGE_RESPONSES: Record<number, z.ZodType> = { 200: z.string().describe('The image.') };

interface ReceivedUpload {
  image: Buffer | undefined;
  originalFileName: string;
}

export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (app, { dataDir }) => {
  const folder = path.join(dataDir, 'uploads');
  // Registered here only, so no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });

  /** Reads the form: the first `file` part and the `originalFileName` field; other parts are drained. */
  async function receive(parts: AsyncIterableIterator<Multipart>) {
    const received: ReceivedUpload = { image: undefined, originalFileName: '' };
    try {
      for await (const part of parts) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'file' && received.image === undefined) received.image = bytes;
        } else if (part.fieldname === 'originalFileName' && typeof part.value === 'string') {
          received.originalFileName = part.value.trim();
        }
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new HttpError(413, ADMIN_TOOLS_MESSAGES.uploadTooLarge, { cause: error });
      }
      throw error;
    }
    return received;
  }

  // POST /devadmin/upload – store a product image, answer the path the product form saves
  app.post(
    '/devadmin/upload',
    {
      onRequest: app.authenticateAdmin,
      schema: { response: { 200: uploadResponseSchema } },
      config: { documentedBody: { schema: uploadFormSchema, contentType: 'multipart/form-data' } },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(ADMIN_MESSAGES.uploadMissing);
      const { image, originalFileName } = await receive(request.parts());
      if (image === undefined || image.length === 0 || originalFileName === '') {
        throw badRequest(ADMIN_MESSAGES.uploadMissing);
      }
      const type = detectImageType(image);
      if (type === null) throw new HttpError(415, ADMIN_TOOLS_MESSAGES.uploadNotImage);
      const checked = await reencodeImage(image, type);
      if (checked.outcome === 'too-many-pixels') throw new HttpError(422, ADMIN_TOOLS_MESSAGES.uploadTooManyPixels);
      if (checked.outcome === 'unreadable') throw new HttpError(422, ADMIN_TOOLS_MESSAGES.uploadUnreadable);
      const name = `${randomBytes(16).toString('hex')}.${type}`;
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, name), checked.bytes, { flag: 'wx' });
      return { filePath: `${PUBLIC_PREFIX}/${name}` };
    },
  );

  // GET /devadmin/uploads/:name – an uploaded image, public (the catalogue and editor show it)
  app.get(
    '/devadmin/uploads/:name',
    {
      schema: {
        params: uploadNameParamsSchema,
        response: IMAGE_RESPONSES,
        produces: Object.values(IMAGE_CONTENT_TYPES),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      // Only a generated name matches: no separator, no dot segment, one known extension.
      const type = UPLOAD_NAME_PATTERN.test(name) ? imageTypeOfName(name) : null;
      if (type === null) throw notFound();
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(folder, name));
      } catch (error) {
        if (isMissingFile(error)) throw notFound();
        throw error;
      }
      return reply
        .header('content-type', IMAGE_CONTENT_TYPES[type])
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};

function isMissingFile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
