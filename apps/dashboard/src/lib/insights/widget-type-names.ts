import { useSession } from '../session/session.query';

/** A widget type's name as the catalogue shows it (its display name), else its product name. */
export function useWidgetTypeNames(): (type: string) => string {
  const { widgetTypes } = useSession();
  return (type) => widgetTypes.find((one) => one.name === type)?.displayName || type;
}
