import { z } from 'zod';

/**
 * GET /dev/outbox – the latest mails captured instead of sent, newest first. A developer's tool:
 * it answers only to an admin's token and exists only outside production while no SMTP_URL is
 * set (a 404 otherwise), so the admin console shows its Outbox section only when it answers.
 */
export const devOutboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type DevOutboxMail = z.infer<typeof devOutboxMailSchema>;

export const devOutboxResponseSchema = z.object({ mails: z.array(devOutboxMailSchema) });
export type DevOutboxResponse = z.infer<typeof devOutboxResponseSchema>;
