import { useMutation, useMutationState } from '@tanstack/react-query';
import {
  toolCountResponseSchema,
  updatePaymentsToolResponseSchema,
  updateWidgetsToolResponseSchema,
} from '@widgetry/contracts';
import { useApiClient } from '../../../lib/api-context';

export type ToolName = 'update-user' | 'update-payment' | 'update-widget' | 'add-renewal-payments';

/** A tool's button and how its answer reads as one log line of counts. */
export interface Tool {
  name: ToolName;
  label: string;
  run: (put: <T>(schema: { parse(data: unknown): T }) => Promise<T>) => Promise<string>;
}

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** The four maintenance tools of spec 003 §2 and the counts each answers with (§7). */
export const TOOLS: Tool[] = [
  {
    name: 'update-user',
    label: 'Update Users',
    run: async (put) => {
      const answer = await put(toolCountResponseSchema);
      return `${count(answer.count, 'user', 'users')} updated`;
    },
  },
  {
    name: 'update-payment',
    label: 'Update Payments',
    run: async (put) => {
      const answer = await put(updatePaymentsToolResponseSchema);
      return [
        `payment methods: ${answer.paymentMethodCount}`,
        `user ids: ${answer.userIDCount}`,
        `user names: ${answer.userNameCount}`,
        `widget names: ${answer.widgetNameCount}`,
      ].join(', ');
    },
  },
  {
    name: 'update-widget',
    label: 'Update Widgets',
    run: async (put) => {
      const answer = await put(updateWidgetsToolResponseSchema);
      return [
        `statuses: ${answer.statusUpdatedCount}`,
        `dates: ${answer.dateUpdatedCount}`,
        `default methods: ${answer.defaultMethodCount}`,
      ].join(', ');
    },
  },
  {
    name: 'add-renewal-payments',
    label: 'Import Payments',
    run: async (put) => {
      const answer = await put(toolCountResponseSchema);
      return `${count(answer.count, 'payment', 'payments')} imported`;
    },
  },
];

const TOOL_RUN_KEY = ['admin', 'tool-run'] as const;

/** PUT /devadmin/tool/{name}: runs a tool and answers with its log line. */
export function useRunToolMutation() {
  const api = useApiClient();
  return useMutation({
    mutationKey: TOOL_RUN_KEY,
    mutationFn: (tool: Tool) => tool.run((schema) => api.put(`/devadmin/tool/${tool.name}`, undefined, schema)),
  });
}

/**
 * The tool being run, read from the mutation cache rather than the section's own observer, so a
 * section mounted anew while a run is on its way still shows it running.
 */
export function useRunningTool(): ToolName | undefined {
  const running = useMutationState({
    filters: { mutationKey: TOOL_RUN_KEY, status: 'pending' },
    select: (mutation) => TOOLS.find((tool) => tool === mutation.state.variables)?.name,
  });
  return running.find((name) => name !== undefined);
}
