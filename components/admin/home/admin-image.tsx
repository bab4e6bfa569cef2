'use client';
// A cover or banner picture in the console, the way the app shows it: the path read from the
// IMAGE line (obfuscated bytes, §5), decoded here, shown from a blob URL. A picture that does not
// load leaves the grey box with its title (the app's own placeholder does the same).
import { useEffect, useState } from 'react';

import { decodeImage, mimeForImage } from '@/lib/domain/platform/image-codec';
import { isImageUrl } from '@/lib/domain/platform/image-src';

import styles from './home.module.css';

const joinLine = (line: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${line.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

export function AdminImage(props: { line: string; path: string; alt: string; className?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!props.line || !isImageUrl(props.path)) return;
    let made: string | null = null;
    let live = true;
    fetch(joinLine(props.line, props.path))
      .then((res) => (res.ok ? res.arrayBuffer() : Promise.reject(new Error('missing'))))
      .then((buffer) => {
        const bytes = decodeImage(new Uint8Array(buffer));
        made = URL.createObjectURL(
          new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mimeForImage(bytes, props.path) }),
        );
        if (live) setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [props.line, props.path]);
  const className = `${styles.picture} ${props.className ?? ''}`;
  return url ? (
    // eslint-disable-next-line @next/next/no-img-element -- a blob URL of decoded bytes
    <img className={className} src={url} alt={props.alt} />
  ) : (
    <span className={className} role="img" aria-label={props.alt}>
      {props.alt}
    </span>
  );
}
