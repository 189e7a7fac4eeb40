import type { UploadImageType } from '@widgetry/contracts';

// What an upload IS, read from its first bytes: a file's name and its declared content type are
// the sender's to choose, so neither decides whether it is an image (an HTML page renamed .png
// must never be served as one).

/** The content type each accepted image is served with. */
export const IMAGE_CONTENT_TYPES: Record<UploadImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

/**
 * The image type of the content, or null for anything else. SVG is text (and can carry script),
 * so it never matches: only the binary raster formats below do.
 */
export function detectImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  // RIFF, a 4-byte size, then WEBP.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The type named by a stored file's extension (the names are generated from the detected type). */
export function imageTypeOfName(name: string): UploadImageType | null {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return extension === 'png' || extension === 'jpg' || extension === 'webp' || extension === 'gif' ? extension : null;
}
