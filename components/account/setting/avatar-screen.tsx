'use client';
// /mine/setting/avatar: pick a picture (album or camera), see the centred square it becomes,
// and upload it (256 px JPEG, user/avatar). A failure keeps the picked picture to try again.
import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';

import { ownUserQuery } from '@/lib/api/account/center';
import { useUploadAvatar } from '@/lib/api/account/settings';
import { AVATAR_MAX_BYTES, centredSquare } from '@/lib/domain/account/avatar-crop';

import buttonStyles from '../parts/buttons.module.css';
import panelStyles from '../parts/panels.module.css';
import qrStyles from '../parts/qr.module.css';
import { FormError } from '../parts/fields';
import { SubPage } from '../parts/sub-page';
import { useObjectUrls } from '../parts/use-object-urls';
import { UserAvatar } from '../parts/user-avatar';
import { useSaveUser } from './use-save-user';

async function squareAvatar(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error('图片无法读取，请换一张');
  });
  try {
    const crop = centredSquare(bitmap.width, bitmap.height);
    if (!crop) throw new Error('图片太小，请选择至少64×64像素的图片');
    const canvas = document.createElement('canvas');
    canvas.width = crop.out;
    canvas.height = crop.out;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('图片无法读取，请换一张');
    context.drawImage(bitmap, crop.sx, crop.sy, crop.side, crop.side, 0, 0, crop.out, crop.out);
    for (const quality of [0.9, 0.75, 0.6]) {
      const blob = await new Promise<Blob | null>((done) =>
        canvas.toBlob(done, 'image/jpeg', quality),
      );
      if (blob && blob.size <= AVATAR_MAX_BYTES) return blob;
    }
    throw new Error('图片过大，请换一张');
  } finally {
    bitmap.close();
  }
}

export function AvatarScreen() {
  const { data: user } = useQuery(ownUserQuery());
  const [picked, setPicked] = useState<{ blob: Blob; url: string } | null>(null);
  const urls = useObjectUrls();
  const uploadAvatar = useUploadAvatar();
  const { busy, error, setError, save } = useSaveUser('头像上传失败，请稍后重试', '头像已更新');

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    try {
      const blob = await squareAvatar(file);
      urls.revoke(picked?.url);
      setPicked({ blob, url: urls.create(blob) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '图片无法读取，请换一张');
    }
  };

  const upload = () => {
    if (!picked) return;
    void save(() => uploadAvatar.mutateAsync(picked.blob));
  };

  return (
    <SubPage title="修改头像">
      <div className={qrStyles.qrPanel}>
        <UserAvatar src={picked?.url ?? user?.avatar} size={128} />
        <label className={buttonStyles.secondary} role="button">
          从相册选择
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className={buttonStyles.fileInput}
            onChange={onPick}
            aria-label="选择头像图片"
          />
        </label>
        <FormError error={error} />
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={!picked || busy}
          onClick={upload}
        >
          {busy ? '上传中…' : '保存头像'}
        </button>
        <p className={panelStyles.note}>将裁剪图片中间的正方形区域作为头像。</p>
      </div>
    </SubPage>
  );
}
