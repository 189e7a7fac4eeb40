import { type QueryClient, useQuery } from '@tanstack/react-query';

/** One line of the tools log: a run's counts, or its failure as a red line (spec 003 §8). */
export interface ToolsLogLine {
  id: number;
  text: string;
  failed: boolean;
}

const TOOLS_LOG_KEY = ['admin', 'tools-log'] as const;
const NO_LINES: ToolsLogLine[] = [];

/**
 * The log lives in the query cache, not in the section's state: a run answers whenever it answers,
 * also after the section was left or mounted anew, and its line must be there then. Like the
 * admin's other cached data it is kept until cleared, and forgotten on sign out or switch user.
 */
export function useToolsLog(): ToolsLogLine[] {
  return useQuery({
    queryKey: TOOLS_LOG_KEY,
    initialData: NO_LINES,
    // Nothing to fetch: only appendToolsLogLine and clearToolsLog write it.
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  }).data;
}

export function appendToolsLogLine(queryClient: QueryClient, text: string, failed: boolean): void {
  queryClient.setQueryData<ToolsLogLine[]>(TOOLS_LOG_KEY, (lines = NO_LINES) => [
    ...lines,
    { id: (lines.at(-1)?.id ?? 0) + 1, text, failed },
  ]);
}

export function clearToolsLog(queryClient: QueryClient): void {
  queryClient.setQueryData(TOOLS_LOG_KEY, NO_LINES);
}
