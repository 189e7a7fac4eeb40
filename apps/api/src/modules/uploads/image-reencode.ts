import { UPLOAD_MAX_PIXELS_PER_SIDE, type UploadImageType } from '@widgetry/contracts';
import sharp, { type FormatEnum, type Metadata, type SharpOptions } from 'sharp';

// An upload is kept only as pixels we decoded and encoded again ourselves (sharp, on libvips):
// whatever rode along in the file (HTML or script after the image's end, EXIF and other metadata,
// chunks a browser or a later tool might read) is gone, and what is served is a plain image of
// the type its first bytes named.

/** The sharp output format of each accepted image type. */
const OUTPUT_FORMATS: Record<UploadImageType, keyof FormatEnum> = {
  png: 'png',
  jpg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
};

/** All frames of an animation together may hold as many pixels as one image of the largest size. */
const MAX_TOTAL_PIXELS = UPLOAD_MAX_PIXELS_PER_SIDE * UPLOAD_MAX_PIXELS_PER_SIDE;

export type ReencodedImage =
  | { outcome: 'reencoded'; bytes: Buffer }
  /** Wider or taller than UPLOAD_MAX_PIXELS_PER_SIDE (or too many frames of it). */
  | { outcome: 'too-many-pixels' }
  /** The header or the pixels do not decode as the type the first bytes named. */
  | { outcome: 'unreadable' };

/**
 * Decodes `bytes` as `type` (from detectImageType) and encodes it again in the same format,
 * without metadata. The dimensions are read from the header and checked before any pixel is
 * decoded; a decoder warning (a truncated or corrupt file) refuses the image.
 */
export async function reencodeImage(bytes: Buffer, type: UploadImageType): Promise<ReencodedImage> {
  const options: SharpOptions = { animated: true, failOn: 'warning', limitInputPixels: MAX_TOTAL_PIXELS };
  let metadata: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: an oversized image is told apart from a
    // broken one and gets the message about its size.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return { outcome: 'unreadable' };
  }
  // The signature said one format; a file whose header decodes as another is not what it claims.
  if (metadata.format !== OUTPUT_FORMATS[type]) return { outcome: 'unreadable' };
  const { width, height } = metadata;
  // With `animated`, height is every frame stacked; pageHeight is one frame's.
  const frameHeight = metadata.pageHeight ?? height;
  if (
    width > UPLOAD_MAX_PIXELS_PER_SIDE ||
    frameHeight > UPLOAD_MAX_PIXELS_PER_SIDE ||
    width * height > MAX_TOTAL_PIXELS
  ) {
    return { outcome: 'too-many-pixels' };
  }
  try {
    // autoOrient: the EXIF orientation goes with the metadata, so it is applied to the pixels.
    const reencoded = await sharp(bytes, options).autoOrient().toFormat(OUTPUT_FORMATS[type]).toBuffer();
    return { outcome: 'reencoded', bytes: reencoded };
  } catch {
    return { outcome: 'unreadable' };
  }
}
