import { useSearchParams } from 'react-router';
import { ComingSoon } from '../shell/coming-soon';

/** /editor: ?widgetId= loads a saved widget, ?widgetType= starts a new one (spec 000 §2). */
export function EditorPage() {
  const [params] = useSearchParams();
  const widgetId = params.get('widgetId');
  const widgetType = params.get('widgetType');
  const subject = widgetId ? `widget ${widgetId}` : widgetType ? `a new widget of type ${widgetType}` : 'a widget';
  return (
    <ComingSoon title="Widget Editor">The editor for {subject}, with its live preview, is coming soon.</ComingSoon>
  );
}
