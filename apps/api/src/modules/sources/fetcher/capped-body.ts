import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { SourceFetchError } from './source-fetcher';

// Reading an answer's body without trusting its size: the declared length is checked first,
// then every byte is counted as it arrives (before and after decompression, so a small gzip
// that inflates to gigabytes stops at the cap too), and the stream is destroyed, which closes
// the socket, the moment the cap is passed.

/** The encodings the fetcher asks for and can decode. */
export const ACCEPT_ENCODING = 'gzip, br';

function decoderFor(encoding: string | undefined): Transform | undefined {
  const name = (encoding ?? '').trim().toLowerCase();
  if (name === '' || name === 'identity') return undefined;
  if (name === 'gzip' || name === 'x-gzip') return createGunzip();
  if (name === 'br') return createBrotliDecompress();
  if (name === 'deflate') return createInflate();
  throw new SourceFetchError('unreachable', `the answer is encoded as ${name}, which the fetcher cannot read`);
}

function textDecoderFor(contentType: string | undefined): TextDecoder {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  if (charset !== undefined) {
    try {
      return new TextDecoder(charset);
    } catch {
      // An unknown charset label: read it as UTF-8, as browsers fall back to.
    }
  }
  return new TextDecoder('utf-8');
}

/**
 * Drops a body unread, closing its socket. undici reports a destroyed body as an AbortError
 * event; nobody is waiting for this body any more, so that event is expected and dropped.
 */
export function discardBody(body: Readable): void {
  body.on('error', ignoreDiscardedBodyError);
  body.destroy();
}

function ignoreDiscardedBodyError(): void {
  // See discardBody.
}

function tooLarge(maxBytes: number): SourceFetchError {
  return new SourceFetchError('too-large', `the answer is larger than ${maxBytes} bytes`);
}

/**
 * The body as text, at most `maxBytes` bytes on the wire and after decoding, or a `too-large`
 * SourceFetchError (the stream destroyed). Other stream errors are thrown as they come.
 */
export async function readCappedBody(
  body: Readable,
  headers: Readonly<Record<string, string>>,
  maxBytes: number,
): Promise<string> {
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    discardBody(body);
    throw tooLarge(maxBytes);
  }
  let decoder: Transform | undefined;
  try {
    decoder = decoderFor(headers['content-encoding']);
  } catch (error) {
    discardBody(body);
    throw error;
  }

  const chunks: Buffer[] = [];
  let decoded = 0;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      decoded += chunk.length;
      if (decoded > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk);
    }
  };
  if (decoder === undefined) {
    await pipeline(body, collect);
  } else {
    let received = 0;
    const countReceived = async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        received += chunk.length;
        if (received > maxBytes) throw tooLarge(maxBytes);
        yield chunk;
      }
    };
    await pipeline(body, countReceived, decoder, collect);
  }
  return textDecoderFor(headers['content-type']).decode(Buffer.concat(chunks));
}
