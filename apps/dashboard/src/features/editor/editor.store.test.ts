import { defaultHtmlData } from '@widgetry/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditorWidget } from '../../lib/widget-editor/editor-widget';
import { selectSettings, useEditorStore } from './editor.store';

const widget: EditorWidget = {
  title: '',
  widgetType: { id: 'wt-prorated', name: 'prorated', displayName: 'Prorated', price: 0, stripePriceId: '' },
  htmlData: defaultHtmlData('prorated'),
};

afterEach(() => useEditorStore.getState().reset());

describe('editor store', () => {
  it('starts a widget fresh: first load, clean, no messages', () => {
    const store = useEditorStore.getState();
    store.showBanner('error', 'old');
    store.load('type:wt-prorated', widget);
    const state = useEditorStore.getState();
    expect(state).toMatchObject({ key: 'type:wt-prorated', widget, firstLoad: true, dirty: false, banner: null });
  });

  it('sets a field at its path inside htmlData[type], copying only the path', () => {
    useEditorStore.getState().load('type:wt-prorated', widget);
    const before = selectSettings(useEditorStore.getState());
    useEditorStore.getState().setField('heading.headingColor', '#ff0000');
    const state = useEditorStore.getState();
    expect(state.widget?.htmlData.prorated).toMatchObject({ heading: { headingColor: '#ff0000' } });
    expect(state).toMatchObject({ firstLoad: false, dirty: true });
    const after = selectSettings(state);
    expect(after).not.toBe(before);
    // Untouched groups keep their identity; the original is not changed.
    expect(getGroup(after, 'button')).toBe(getGroup(before, 'button'));
    expect(widget.htmlData.prorated).toMatchObject({ heading: { headingColor: '#8a2be2' } });
  });

  it('changes the title without touching the settings', () => {
    useEditorStore.getState().load('type:wt-prorated', widget);
    const before = selectSettings(useEditorStore.getState());
    useEditorStore.getState().setTitle('Lobby');
    const state = useEditorStore.getState();
    expect(state.widget?.title).toBe('Lobby');
    expect(selectSettings(state)).toBe(before);
    expect(state.dirty).toBe(true);
  });

  it('clears the error of a field once it is edited', () => {
    useEditorStore.getState().load('type:wt-prorated', widget);
    useEditorStore
      .getState()
      .setErrors({ title: 'Needed', fields: { 'heading.headingColor': 'Bad', 'field.fieldColor': 'Bad' } });
    useEditorStore.getState().setField('heading.headingColor', '#000000');
    useEditorStore.getState().setTitle('Named');
    expect(useEditorStore.getState()).toMatchObject({ titleError: null, fieldErrors: { 'field.fieldColor': 'Bad' } });
  });

  it('after a save, belongs to the saved widget and keeps what is on screen', () => {
    useEditorStore.getState().load('type:wt-prorated', widget);
    useEditorStore.getState().setTitle('Lobby');
    useEditorStore.getState().showBanner('success', 'Saved');
    const saved = {
      id: 'w-9',
      title: 'Lobby',
      text: '',
      expires: null,
      subStatus: null,
      cancelAt: null,
      siteCount: 0,
      widgetType: {
        id: 'wt-prorated',
        name: 'prorated' as const,
        displayName: 'Prorated',
        price: 0,
        scripts: { main: '', lib: '' },
        iconImage: '',
        stripePriceId: '',
      },
      htmlData: widget.htmlData,
      hostedUrl: null,
      userId: 'u',
      createdAt: '2026-01-01T00:00:00.000Z',
      allowedSites: [],
      paused: false,
    };
    useEditorStore.getState().markSaved(saved);
    expect(useEditorStore.getState()).toMatchObject({
      key: 'widget:w-9',
      widget: { id: 'w-9', title: 'Lobby' },
      saved,
      dirty: false,
      banner: { kind: 'success', text: 'Saved' },
    });
  });
});

function getGroup(settings: unknown, group: string): unknown {
  return typeof settings === 'object' && settings !== null ? Reflect.get(settings, group) : undefined;
}

describe('editor store normalising', () => {
  it('lets the type adjust dependent fields after an edit', () => {
    useEditorStore.getState().load('new:monthlypayment', {
      ...widget,
      widgetType: { ...widget.widgetType, id: 'wt-mp', name: 'monthlypayment' },
      htmlData: { monthlypayment: { fields: { min: 10, max: 20 } } },
    });
    useEditorStore.getState().setField('fields.min', 30, (settings, changedPath) => {
      const fields = settings.fields;
      if (changedPath !== 'fields.min' || typeof fields !== 'object' || fields === null) return settings;
      // A toy rule in the shape of spec 002 §5: a minimum above the maximum raises the maximum.
      return { ...settings, fields: { ...fields, max: 30 } };
    });
    expect(useEditorStore.getState().widget?.htmlData.monthlypayment).toEqual({ fields: { min: 30, max: 30 } });
  });
});
