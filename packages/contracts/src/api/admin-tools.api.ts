import { z } from 'zod';

// Admin products, image uploads and maintenance tools: the answers spec 003 leaves unworded
// (§7 "Responses of the update and delete calls: not shown"), chosen once so the API and the
// admin console agree.

/** The image types an upload may be, by content; anything else (SVG included) is refused. */
export const UPLOAD_IMAGE_TYPES = ['png', 'jpg', 'webp', 'gif'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** 2 MB: enough for a banner or a logo, small enough that nobody fills the disk with one request. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The widest and tallest an uploaded image may be, in pixels (a frame of an animation; all its
 * frames together at most this squared). A few kilobytes of PNG can claim 50,000 × 50,000 pixels,
 * gigabytes once decoded: the size is read from the header before anything is decoded.
 */
export const UPLOAD_MAX_PIXELS_PER_SIDE = 4096;

export const ADMIN_TOOLS_MESSAGES = {
  /** POST /devadmin/availableWidget with a name already in the catalogue. */
  productExists: 'A product with this id already exists.',
  /** DELETE /devadmin/availableWidget/{id} while widgets of the type exist. */
  productInUse: 'This product still has widgets. Delete or move its widgets first, then delete the product.',
  /** An upload that is not a PNG, JPEG, WebP or GIF image by its content. */
  uploadNotImage: 'Please upload a PNG, JPEG, WebP or GIF image.',
  uploadTooLarge: 'The image is too large. Please upload an image of at most 2 MB.',
  uploadTooManyPixels: 'The image is too large. Please upload an image of at most 4096 × 4096 pixels.',
  /** Its first bytes say image, but it does not decode: damaged, cut short, or made to look like one. */
  uploadUnreadable:
    'This image could not be read: it may be damaged or incomplete. Please save it again and upload it.',
} as const;

/** DELETE /devadmin/availableWidget/{id} */
export const deleteProductResponseSchema = z.object({ id: z.string() });
export type DeleteProductResponse = z.infer<typeof deleteProductResponseSchema>;

/** GET /devadmin/uploads/{name}: only names the upload route generates (hex, then the type). */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{32}\.(?:png|jpg|webp|gif)$/;
