import { useSearchParams } from 'react-router';

/** / and /register show one screen whose panel says which form is open (?mode=signin). */
export function useAuthTitle(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get('mode') === 'signin' ? 'Sign In' : 'Create Account';
}
