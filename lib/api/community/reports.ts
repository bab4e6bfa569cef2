'use client';
// post/report (举报) of a post, a comment or an UP主 (docs/community-api.md "Reports").
import { useMutation } from '@tanstack/react-query';

import type { ReportReason, ReportTarget } from '@/lib/domain/community/reports';

import { api } from '../client';

export type ReportInput = {
  type: ReportTarget;
  id: number;
  reason: ReportReason;
  detail?: string;
};

/** Answers the tip to show: 举报成功… or, for a second report of the same thing, 已举报…. */
export function useReport() {
  return useMutation({
    mutationFn: (input: ReportInput) => api.post('post/report', input),
  });
}
