import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// GET /embed/:id answers are compressed once per kept answer, never per request (issue 28): the
// copies are made when the answer is built and kept beside its bytes. @fastify/compress would
// compress each reply again, so node:zlib is called here instead.

/**
 * Answers smaller than this go out as they are. Measured on this machine with listing-shaped JSON
 * (node:zlib, brotli quality 5): 1,092 B → 202 B br / 269 B gzip in 0.03 ms; 16 KB → 946 B in
 * 0.07 ms; 64 KB → 3.3 KB in 0.4 ms. Under 1 KB an answer already fits one packet with its headers,
 * so a copy saves the visitor nothing while the copies and their tags cost memory per widget.
 */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Quality 5, not brotli's default 11: measured 64 KB in 0.4 ms at 5 against 60 ms at 11 for 15 %
 * fewer bytes (3.3 KB against 2.8 KB); a cold answer is built on a visitor's request.
 */
const BROTLI_QUALITY = 5;

export type ContentCoding = 'br' | 'gzip';

/** One encoded copy of an answer, with its own strong tag. */
export interface EncodedCopy {
  body: Buffer;
  etag: string;
}

export type EncodedCopies = Readonly<Record<ContentCoding, EncodedCopy>>;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The tag of `etag`'s representation in `coding`: equal bodies, equal tags, per encoding. */
export function encodedEtag(etag: string, coding: ContentCoding): string {
  return `${etag.slice(0, -1)}-${coding}"`;
}

/** The br and gzip copies of `body`, or undefined when it is too small to gain from them. */
export async function encodedCopies(body: Buffer, etag: string): Promise<EncodedCopies | undefined> {
  if (body.length < COMPRESS_FROM_BYTES) return undefined;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body),
  ]);
  return { br: { body: br, etag: encodedEtag(etag, 'br') }, gzip: { body: gz, etag: encodedEtag(etag, 'gzip') } };
}

/**
 * The coding to send for an Accept-Encoding header: br before gzip, each only when listed with a
 * q above 0 (or through `*`); undefined for the identity. RFC 9110 §12.5.3. A few lines here
 * rather than a dependency the API does not have (the host's @fastify/accept-negotiator).
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (acceptEncoding === undefined || acceptEncoding === '') return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find((v) => v !== undefined);
    weights.set(coding, q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding: ContentCoding) =>
    weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}
