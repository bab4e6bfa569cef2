// React Query hooks of the console's 反馈与消息 screen (docs/admin-api.md "Feedback and
// messages"): the inbox page by status, and the changes (each refreshes the inbox and the audit
// log, since each is a log row).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { FeedbackStatus } from '@/lib/domain/admin/feedback';
import type { AdminCallInput } from '@/lib/protocol/admin-call-table';

import { adminCall } from './admin-client';
import { ADMIN_KEYS } from './use-admin';

export const FEEDBACK_KEY = ['admin', 'feedback'] as const;
export const INBOX_PAGE_SIZE = 20;

export function useFeedbackList(status: FeedbackStatus | undefined, page: number) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, status ?? 'all', page],
    queryFn: () => adminCall('feedback/list', { status, page, pageSize: INBOX_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

type FeedbackChange = 'feedback/reply' | 'feedback/close' | 'message/broadcast';

export function useFeedbackChange<N extends FeedbackChange>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCallInput<N>) => adminCall(name, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: FEEDBACK_KEY });
      void client.invalidateQueries({ queryKey: ADMIN_KEYS.audit });
    },
  });
}
