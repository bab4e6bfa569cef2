// Who may watch a video in full (docs/media-api.md "Entitlement"): free for everyone, VIP-only
// for an active VIP (§4, see vip.ts) or a buyer, paid only for a buyer. VIP does not unlock paid
// videos. The origin decides with this; the browser uses it only to label and pre-check.

export const VIDEO_ACCESS = ['free', 'vip', 'paid'] as const;
export type VideoAccess = (typeof VIDEO_ACCESS)[number];
export type EntitlementReason = 'free' | 'vip' | 'bought';

export type EntitlementInput = {
  access: VideoAccess;
  /** §4 isVip of the viewer at this moment. */
  vipActive: boolean;
  /** Bought the video, or a collection holding it. */
  bought: boolean;
};

/** Why the viewer may watch in full, or null when only a preview is allowed. */
export function entitlementReason({
  access,
  vipActive,
  bought,
}: EntitlementInput): EntitlementReason | null {
  if (access === 'free') return 'free';
  // A purchase outlives a VIP term, so it is the reason named when both hold.
  if (bought) return 'bought';
  if (access === 'vip' && vipActive) return 'vip';
  return null;
}

export function canWatch(input: EntitlementInput): boolean {
  return entitlementReason(input) !== null;
}

/** The paywall's line for a video the viewer may only preview. */
export function lockedTip(access: VideoAccess): string {
  return access === 'vip' ? '开通VIP即可观看完整视频' : '购买后即可观看完整视频';
}

/** The corner badge of a video's card: VIP-only, its price, or 已购 once the viewer owns it. */
export type CardBadge = 'vip' | 'paid' | 'bought' | null;

export function cardBadge(access: VideoAccess, owned: boolean): CardBadge {
  if (access === 'vip') return 'vip';
  if (access !== 'paid') return null;
  return owned ? 'bought' : 'paid';
}
