// The picked photo made ready to upload: decoded in the browser (a file it cannot decode is
// refused here, with a reason), scaled to at most AI_PHOTO_MAX_SIDE, re-encoded as JPEG.
import { photoScale } from '@/lib/domain/ai/studio';

const UNREADABLE = '图片无法读取，请换一张（支持 jpg、png、webp）';

export async function preparePhoto(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/') && file.type !== '') throw new Error('请选择图片文件');
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error(UNREADABLE);
  });
  try {
    const size = photoScale({ width: bitmap.width, height: bitmap.height });
    if ('error' in size) throw new Error(size.error);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(UNREADABLE);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.9));
    if (!blob) throw new Error(UNREADABLE);
    return blob;
  } finally {
    bitmap.close();
  }
}
