// The avatar the browser uploads: the centred square of the picture, scaled to 256 px (never up),
// since the origin takes squares of 64–1024 px up to 512 KB (docs/account-api.md).
export const AVATAR_SIZE = 256;
export const AVATAR_MIN_SOURCE = 64;
export const AVATAR_MAX_BYTES = 512 * 1024;

export interface SquareCrop {
  sx: number;
  sy: number;
  side: number;
  /** The drawn size: AVATAR_SIZE, or the side when the picture is smaller. */
  out: number;
}

/** The centred square of a width × height picture, or null when it is too small to use. */
export function centredSquare(width: number, height: number): SquareCrop | null {
  const side = Math.min(width, height);
  if (!Number.isFinite(side) || side < AVATAR_MIN_SOURCE) return null;
  return {
    sx: Math.floor((width - side) / 2),
    sy: Math.floor((height - side) / 2),
    side,
    out: Math.min(side, AVATAR_SIZE),
  };
}
