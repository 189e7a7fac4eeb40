import { type LoginCheckResponse, loginCheckResponseSchema } from '@widgetry/contracts';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

const {
  user: userSchema,
  widgetTypes: widgetTypesSchema,
  isUserLoggedIn: loggedInSchema,
} = loginCheckResponseSchema.shape;

/**
 * The body of GET /, which every dashboard page asks for. What the default serializer does (each
 * part checked against the contract, unknown fields dropped, then JSON), except that the catalogue
 * part, the same for everyone until a product changes, is checked and stringified once per
 * catalogue: the catalogue service hands out the same frozen types while its cache holds them, so
 * the same objects mean the same JSON. The user part is checked and stringified for each answer.
 */
export function createLoginCheckSerializer({ method, url }: { method: string; url: string }) {
  let lastTypes: readonly LoginCheckResponse['widgetTypes'][number][] = [];
  let lastTypesJson: string | null = null;

  const checked = <T>(schema: z.ZodType<T>, data: unknown): T => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return result.data;
  };

  const sameTypes = (types: readonly unknown[]) =>
    lastTypesJson !== null &&
    types.length === lastTypes.length &&
    types.every((type, index) => type === lastTypes[index] && Object.isFrozen(type));

  return (payload: LoginCheckResponse): string => {
    const types = payload.widgetTypes;
    if (!Array.isArray(types) || !sameTypes(types)) {
      lastTypesJson = JSON.stringify(checked(widgetTypesSchema, types));
      lastTypes = Array.isArray(types) ? [...types] : [];
    }
    const user = JSON.stringify(checked(userSchema, payload.user));
    const loggedIn = JSON.stringify(checked(loggedInSchema, payload.isUserLoggedIn));
    return `{"user":${user},"widgetTypes":${lastTypesJson},"isUserLoggedIn":${loggedIn}}`;
  };
}
