'use client';
// /mine/problemFeedback: a category, what happened (5–500 characters), a contact and up to four
// pictures (1 MiB each). /mine/feedback: what I sent and the operator's answers. A failed send
// keeps everything typed and picked.
import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent, type FormEvent } from 'react';

import { IntentLink } from '@/components/ui/intent-link';
import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import { useSendFeedback } from '@/lib/api/account/center-actions';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTENT_MAX as CONTENT_MAX,
  FEEDBACK_CONTENT_MIN as CONTENT_MIN,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_IMAGES,
} from '@/lib/protocol/calls/account/user-center';

import fieldStyles from '../parts/fields.module.css';
import buttonStyles from '../parts/buttons.module.css';
import chipStyles from '../parts/chips.module.css';
import { Field } from '../parts/fields';
import { SubPage } from '../parts/sub-page';
import { useObjectUrls } from '../parts/use-object-urls';
import { FeedbackPictures, type Picked } from './feedback-pictures';

type Category = (typeof FEEDBACK_CATEGORIES)[number];

function feedbackForm(category: Category, content: string, contact: string, images: Picked[]) {
  const form = new FormData();
  form.append('category', category);
  form.append('content', content.trim());
  if (contact.trim()) form.append('contact', contact.trim());
  images.forEach(({ file }, index) => form.append(`image${index + 1}`, file, file.name));
  return form;
}

export function ProblemFeedbackScreen() {
  const toast = useToast();
  const router = useRouter();
  const [category, setCategory] = useState<Category | null>(null);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const urls = useObjectUrls();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = useSendFeedback();

  const addImages = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const tooBig = picked.some((file) => file.size > FEEDBACK_IMAGE_MAX_BYTES);
    setError(tooBig ? '单张图片不能超过1MB' : null);
    const room = FEEDBACK_MAX_IMAGES - images.length;
    const fit = picked.filter((file) => file.size <= FEEDBACK_IMAGE_MAX_BYTES).slice(0, room);
    setImages([...images, ...fit.map((file) => ({ file, url: urls.create(file) }))]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!category) return setError('请选择问题类型');
    if (content.trim().length < CONTENT_MIN) return setError(`问题描述至少${CONTENT_MIN}个字`);
    setBusy(true);
    setError(null);
    try {
      await send.mutateAsync(feedbackForm(category, content, contact, images));
      toast.success('反馈已提交，我们会尽快处理');
      router.replace('/mine/feedback');
    } catch (failure) {
      setError(failureText(failure, '提交失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SubPage
      title="问题反馈"
      right={
        <IntentLink href="/mine/feedback" className={buttonStyles.linkButton}>
          我的反馈
        </IntentLink>
      }
    >
      <form className={fieldStyles.form} onSubmit={submit} aria-label="问题反馈" noValidate>
        <p className={fieldStyles.label}>问题类型</p>
        <div className={chipStyles.chips} role="group" aria-label="问题类型">
          {FEEDBACK_CATEGORIES.map((item) => (
            <button
              key={item}
              type="button"
              className={chipStyles.chip}
              aria-pressed={category === item}
              onClick={() => setCategory(item)}
            >
              {item}
            </button>
          ))}
        </div>
        <label className={fieldStyles.label} htmlFor="feedback-content">
          问题描述
        </label>
        <textarea
          id="feedback-content"
          className={fieldStyles.textarea}
          value={content}
          onChange={(event) => setContent(event.target.value.slice(0, CONTENT_MAX))}
          placeholder="请详细描述您遇到的问题，便于我们尽快处理"
          rows={5}
        />
        <p className={fieldStyles.hint}>
          {content.trim().length}/{CONTENT_MAX}
        </p>
        <FeedbackPictures
          images={images}
          onAdd={addImages}
          onRemove={(index) => {
            urls.revoke(images[index]?.url);
            setImages(images.filter((_, i) => i !== index));
          }}
        />
        <Field
          label="联系方式（选填）"
          value={contact}
          onChange={setContact}
          placeholder="手机号、邮箱或Telegram"
          maxLength={64}
          error={error}
        />
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {busy ? '提交中…' : '提交'}
        </button>
      </form>
    </SubPage>
  );
}
