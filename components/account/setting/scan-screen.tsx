'use client';
// /mine/setting/accoutCodeCamera: scan with the camera (or pick a photo of the code). A
// credentials card logs this device into its account (a guest's data here is merged); a login
// QR from a new device is confirmed from this signed-in one. Failures say why in Chinese (§8).
import { useAtomValue } from 'jotai';
import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState, type ChangeEvent } from 'react';

import { useConfirm } from '@/components/ui/confirm';
import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import { LOGIN_FAILED } from '@/lib/api/account/failure';
import { useCardLogin, useConfirmQrLogin } from '@/lib/api/account/qr-login';
import { classifyScan } from '@/lib/domain/platform/scanned-code';
import { deviceIdAtom } from '@/lib/state/session-atoms';

import { useAfterLogin } from '../login/use-after-login';
import buttonStyles from '../parts/buttons.module.css';
import panelStyles from '../parts/panels.module.css';
import qrStyles from '../parts/qr.module.css';
import { readPhoto } from '../parts/qr-reader';
import { FormError } from '../parts/fields';
import { SubPage } from '../parts/sub-page';
import { useCameraScan } from './use-camera-scan';

export function ScanScreen() {
  const deviceId = useAtomValue(deviceIdAtom);
  const toast = useToast();
  const confirm = useConfirm();
  const router = useRouter();
  const afterLogin = useAfterLogin();
  const { mutateAsync: cardLogin } = useCardLogin();
  const { mutateAsync: confirmQrLogin } = useConfirmQrLogin();
  const [scanning, setScanning] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  const handle = useCallback(
    async (raw: string) => {
      setScanning(false);
      const scanned = classifyScan(raw);
      try {
        if (scanned.kind === 'card') {
          return afterLogin(await cardLogin({ code: scanned.text, devID: deviceId ?? undefined }));
        }
        if (scanned.kind === 'login') {
          if (!(await confirm({ title: '确认登录', message: '确定在新设备上登录当前账号吗？' })))
            return setScanning(true);
          await confirmQrLogin(scanned.text);
          toast.success('已确认登录');
          return router.back();
        }
        setProblem('无法识别该二维码，请扫描账号凭证或登录二维码');
      } catch (error) {
        setProblem(failureText(error, LOGIN_FAILED));
      }
    },
    [deviceId, afterLogin, cardLogin, confirmQrLogin, confirm, toast, router],
  );

  const video = useRef<HTMLVideoElement | null>(null);
  const cameraProblem = useCameraScan(video, scanning, (text) => void handle(text));

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const text = await readPhoto(file).catch(() => null);
    if (text) void handle(text);
    else setProblem('未识别到二维码，请换一张清晰的图片');
  };

  return (
    <SubPage title="扫一扫">
      <div className={qrStyles.qrPanel}>
        <div className={qrStyles.viewfinder}>
          <video ref={video} muted playsInline aria-label="相机取景" />
        </div>
        <FormError error={problem ?? cameraProblem} />
        {!scanning && (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => {
              setProblem(null);
              setScanning(true);
            }}
          >
            重新扫描
          </button>
        )}
        <label className={buttonStyles.secondary} role="button">
          从相册选择二维码
          <input
            type="file"
            accept="image/*"
            className={buttonStyles.fileInput}
            onChange={onPhoto}
            aria-label="选择二维码图片"
          />
        </label>
        <p className={panelStyles.note}>
          可扫描「账号凭证」找回账号，或扫描新设备上的登录二维码确认登录。
        </p>
      </div>
    </SubPage>
  );
}
