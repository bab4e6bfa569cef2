'use client';
// The rear camera into a <video>, a frame read every 250 ms until a QR is found. Stops the
// camera when found, paused or unmounted. `problem` says when there is no camera to use.
import { useEffect, useRef, useState, type RefObject } from 'react';

import { cameraNeedsOwnDocument, readCameraDocument } from '@/lib/shell/camera-document';

import { readSource } from '../parts/qr-reader';

export const SCAN_EVERY_MS = 250;

async function attach(player: HTMLVideoElement, stream: MediaStream): Promise<void> {
  player.srcObject = stream;
  await player.play().catch(() => undefined);
}

export function useCameraScan(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onText: (text: string) => void,
): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  const found = useRef(onText);
  useEffect(() => {
    found.current = onText;
  }, [onText]);

  useEffect(() => {
    if (!active) return;
    // Reached by a client-side navigation, this document may not use the camera: load the
    // screen as a document of its own, which may (lib/shell/camera-document.ts).
    if (cameraNeedsOwnDocument(readCameraDocument(window))) {
      window.location.replace(window.location.href);
      return;
    }
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const stop = () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      const player = video.current;
      if (stopped || !player) return stop();
      setProblem(null);
      await attach(player, stream);
      timer = setInterval(() => {
        if (player.videoWidth === 0) return;
        const text = readSource(player, player.videoWidth, player.videoHeight, canvas);
        if (text) {
          stop();
          found.current(text);
        }
      }, SCAN_EVERY_MS);
    };
    start().catch(() => {
      if (!stopped) setProblem('无法打开摄像头，请允许访问相机，或从相册选择二维码图片');
    });
    return stop;
  }, [active, video]);

  return problem;
}
