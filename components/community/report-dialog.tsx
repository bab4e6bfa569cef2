'use client';
// 举报: the reasons to choose from and a line of optional words, sent with post/report. The
// answer's tip (举报成功… or 已举报…) is the toast; a refusal's tip likewise.
import { useState } from 'react';

import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/components/ui/error-state';
import { useToast } from '@/components/ui/toast';
import { useReport } from '@/lib/api/community/reports';
import {
  REPORT_DETAIL_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TARGET_LABELS,
  type ReportReason,
  type ReportTarget,
} from '@/lib/domain/community/reports';

import styles from './report-dialog.module.css';

export function ReportDialog({
  open,
  onClose,
  type,
  id,
}: {
  open: boolean;
  onClose: () => void;
  type: ReportTarget;
  id: number;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const report = useReport();
  const toast = useToast();
  const send = () => {
    if (!reason) return;
    report.mutate(
      { type, id, reason, ...(detail.trim() ? { detail: detail.trim() } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(answer.tip);
          setReason(null);
          setDetail('');
          onClose();
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`举报${REPORT_TARGET_LABELS[type]}`}
      confirmText="提交"
      onConfirm={send}
      confirmDisabled={!reason || report.isPending}
    >
      <div className={styles.reasons} role="radiogroup" aria-label="举报原因">
        {REPORT_REASONS.map((r) => (
          <label key={r} className={styles.reason} data-on={reason === r || undefined}>
            <input
              type="radio"
              name={`report-${type}-${id}`}
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            {REPORT_REASON_LABELS[r]}
          </label>
        ))}
      </div>
      <textarea
        className={styles.detail}
        aria-label="补充说明"
        placeholder="补充说明（选填）"
        maxLength={REPORT_DETAIL_MAX}
        rows={3}
        value={detail}
        onChange={(e) => setDetail(e.target.value)}
      />
    </Dialog>
  );
}

/** A 举报 text button that opens the dialog (a comment's row, the UP主 page). */
export function ReportButton({
  type,
  id,
  className,
}: {
  type: ReportTarget;
  id: number;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        举报
      </button>
      {open && <ReportDialog open={open} onClose={() => setOpen(false)} type={type} id={id} />}
    </>
  );
}
