import { useSearchParams } from 'react-router';
import { useEditorStore } from '../../features/editor/editor.store';

/** /editor: "Edit <title>" once the widget has a title, else the editor's own name. */
export function useEditorTitle(): string {
  const title = useEditorStore((state) => state.widget?.title.trim() ?? '');
  return title ? `Edit ${title}` : 'Widget Editor';
}

/** / and /register show one screen whose panel says which form is open (?mode=signin). */
export function useAuthTitle(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get('mode') === 'signin' ? 'Sign In' : 'Create Account';
}
