import { z } from 'zod';

// Admin products, image uploads and maintenance tools: the answers spec 003 leaves unworded
// (§7 "Responses of the update and delete calls: not shown"), chosen once so the API and the
// admin console agree.

/** The image types an upload may be, by content; anything else (SVG included) is refused. */
export const UPLOAD_IMAGE_TYPES = ['png', 'jpg', 'webp', 'gif'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** 2 MB: enough for a banner or a logo, small enough that nobody fills the disk with one request. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const ADMIN_TOOLS_MESSAGES = {
  /** POST /devadmin/availableWidget with a name already in the catalogue. */
  productExists: 'A product with this id already exists.',
  /** DELETE /devadmin/availableWidget/{id} while widgets of the type exist. */
  productInUse: 'This product still has widgets. Delete or move its widgets first, then delete the product.',
  /** An upload that is not a PNG, JPEG, WebP or GIF image by its content. */
  uploadNotImage: 'Please upload a PNG, JPEG, WebP or GIF image.',
  uploadTooLarge: 'The image is too large. Please upload an image of at most 2 MB.',
} as const;

/** DELETE /devadmin/availableWidget/{id} */
export const deleteProductResponseSchema = z.object({ id: z.string() });
export type DeleteProductResponse = z.infer<typeof deleteProductResponseSchema>;

/** GET /devadmin/uploads/{name}: only names the upload route generates (hex, then the type). */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{32}\.(?:png|jpg|webp|gif)$/;
