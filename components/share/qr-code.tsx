// A QR code drawn as SVG (the maintained `qr` encoder), dark on a white quiet zone so any
// scanner reads it whatever the theme.
import encodeQR from 'qr';
import { useMemo } from 'react';

/** The dark modules, with the 2-module quiet zone every scanner needs already around them. */
export function qrModules(text: string): boolean[][] {
  return encodeQR(text, 'raw', { ecc: 'medium', border: 2 });
}

/** One path for all dark modules: cheap to render, crisp at any size. */
export function qrPath(modules: boolean[][], offset: number): string {
  let d = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x + offset} ${y + offset}h1v1h-1z`;
    }),
  );
  return d;
}

export function QrCode({
  text,
  size = 180,
  label,
}: {
  text: string;
  size?: number;
  label: string;
}) {
  const modules = useMemo(() => qrModules(text), [text]);
  const span = modules.length;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${span} ${span}`}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect width={span} height={span} fill="#fff" />
      <path d={qrPath(modules, 0)} fill="#000" />
    </svg>
  );
}
