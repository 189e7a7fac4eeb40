import { DASHBOARD_MESSAGES, type Widget, type WidgetTypeName } from '@widgetry/contracts';
import { widgetDefinition } from '@widgetry/widget-registry';
import { Popup } from '../../ui/popup/popup';
import { CopyCodeBox } from './copy-code-box';
import { CheckInstallation, InstallGuides } from './install-help';
import { buildInstallSnippet } from './install-snippet';
import './widgets.css';

/** What the install popup needs of a widget; a saved `Widget` fits, and so does the editor's own state. */
export interface InstallableWidget {
  id: string;
  widgetType: { name: WidgetTypeName };
  htmlData: Widget['htmlData'];
}

/** The listing group, if the type has groups and one is set: only then does the group snippet appear (spec 000 §2). */
function listingGroup(widget: InstallableWidget): string {
  const { groupPath } = widgetDefinition(widget.widgetType.name);
  const settings = widget.htmlData[widget.widgetType.name];
  if (groupPath === undefined || typeof settings !== 'object' || settings === null) return '';
  const group: unknown = Reflect.get(settings, groupPath);
  return typeof group === 'string' ? group.trim() : '';
}

/**
 * 'Add Widget to your site' (spec 000 §2): the snippet to paste, with a copy icon. The dashboard is
 * served by the front-end host, so this page's origin is where embed.js lives.
 */
export function InstallPopup({
  open,
  widget,
  onClose,
}: {
  open: boolean;
  /** The widget to install; the popup stays closed without one. */
  widget: InstallableWidget | null;
  onClose: () => void;
}) {
  return (
    <Popup open={open && widget !== null} title={DASHBOARD_MESSAGES.installTitle} onClose={onClose}>
      {widget && <InstallSnippets widget={widget} />}
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Popup>
  );
}

function InstallSnippets({ widget }: { widget: InstallableWidget }) {
  const frontendOrigin = window.location.origin;
  const group = listingGroup(widget);
  // The saved settings decide the height the snippet reserves (a carousel is far shorter than a list).
  const base = { widgetId: widget.id, typeName: widget.widgetType.name, frontendOrigin, htmlData: widget.htmlData };
  const snippet = buildInstallSnippet(base);

  return (
    <div className="install-popup">
      <p className="install-popup__lead">
        Copy the code below and paste it into your site&rsquo;s HTML wherever you want the widget to appear.
      </p>
      {group !== '' && (
        <section className="install-popup__snippet">
          <h3 className="install-popup__heading">{DASHBOARD_MESSAGES.installGroupHeading}</h3>
          <CopyCodeBox label="Install code for the group" code={buildInstallSnippet({ ...base, group })} />
        </section>
      )}
      <section className="install-popup__snippet">
        {group !== '' && <h3 className="install-popup__heading">Display All Listings:</h3>}
        <CopyCodeBox label="Install code" code={snippet} />
      </section>
      <InstallGuides />
      <CheckInstallation widgetId={widget.id} />
    </div>
  );
}
