import { loginCheckResponseSchema, type WidgetTypeName } from '@widgetry/contracts';

/** A widget type's id, as the public catalogue (the login check, signed out) lists it. */
export async function widgetTypeId(apiUrl: string, name: WidgetTypeName): Promise<string> {
  const answer = loginCheckResponseSchema.parse(await (await fetch(`${apiUrl}/`)).json());
  const found = answer.widgetTypes.find((type) => type.name === name);
  if (!found) throw new Error(`the catalogue has no ${name} type`);
  return found.id;
}
