import { z } from 'zod';
import { idSchema } from '../rules/id.rule';
import { clientString } from '../rules/text.rule';

/** Route parameters, for routes to declare and the client to build paths with. */
export const idParamsSchema = z.object({ id: idSchema });
export const userIdParamsSchema = z.object({ userId: idSchema });
export const widgetIdParamsSchema = z.object({ widgetId: idSchema });
/** DELETE /widget/{widgetId}/site/{siteId} */
export const widgetSiteParamsSchema = z.object({ widgetId: idSchema, siteId: idSchema });
/** GET /user/verifyEmail/{uid}: the emailed verification token. */
export const verifyEmailParamsSchema = z.object({ uid: clientString().min(1).max(512) });
