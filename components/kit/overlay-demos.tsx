'use client';
import { useState } from 'react';

import { ActionSheet } from '@/components/ui/action-sheet';
import { useConfirm } from '@/components/ui/confirm';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { TOAST_MS } from '@/lib/domain/platform/constants';

import { KitSection } from './kit-section';
import styles from './kit.module.css';

export function ToastDemo() {
  const toast = useToast();
  return (
    <KitSection
      id="toast"
      title="轻提示 Toast"
      defaults={`默认显示 ${TOAST_MS} ms，同一时间只有一条`}
    >
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={() => toast('这是一条提示')}>
          普通
        </button>
        <button type="button" className={styles.button} onClick={() => toast.success('保存成功')}>
          成功
        </button>
        <button type="button" className={styles.button} onClick={() => toast.error('网络异常')}>
          失败
        </button>
      </div>
    </KitSection>
  );
}

export function DialogDemo() {
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();
  const toast = useToast();
  return (
    <KitSection
      id="dialog"
      title="对话框 Dialog"
      defaults="打开时锁定页面滚动，Esc 关闭，焦点回到触发按钮"
    >
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={() => setOpen(true)}>
          打开对话框
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={async () => {
            const ok = await confirm({ title: '确认删除？', message: '删除后无法恢复' });
            toast(ok ? '已确认' : '已取消');
          }}
        >
          确认框
        </button>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="开通会员"
        onConfirm={() => setOpen(false)}
      >
        开通会员即可观看全部影片。
      </Dialog>
    </KitSection>
  );
}

export function ActionSheetDemo() {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  return (
    <KitSection id="action-sheet" title="动作面板 ActionSheet">
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={() => setOpen(true)}>
          打开动作面板
        </button>
      </div>
      <ActionSheet
        open={open}
        onClose={() => setOpen(false)}
        title="分享到"
        actions={[
          { label: '复制链接', onSelect: () => toast('已复制') },
          { label: '保存图片', description: '保存到相册' },
          { label: '举报', danger: true },
          { label: '暂不可用', disabled: true },
        ]}
      />
    </KitSection>
  );
}
