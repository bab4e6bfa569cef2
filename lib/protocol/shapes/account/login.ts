// Answer shapes of the login and user calls: the user of §3 "User info" with its VIP tiers.
import * as v from 'valibot';

export const vipInfo = v.object({
  vipType: v.number(),
  vipExpireInt: v.number(),
  vipExpire: v.string(),
});

export const vipLabel = v.picklist(['SVIP', 'VIP', '']);

/** The caller's own user: what login answers and user/info without another userId. */
export const ownUser = v.object({
  id: v.number(),
  token: v.string(),
  isGuest: v.boolean(),
  account: v.string(),
  nickname: v.string(),
  /** A line or two the user wrote about themselves ('' when none). */
  intro: v.string(),
  avatar: v.string(),
  /** Whether a password is set (a phone account may have none yet). */
  hasPassword: v.boolean(),
  /** Masked (138****8000); '' when none is bound. */
  phone: v.string(),
  normalVip: vipInfo,
  supremeVip: vipInfo,
  darkVip: vipInfo,
  isVip: v.boolean(),
  vipLabel,
  onlineSeconds: v.number(),
  createdAt: v.string(),
  /** §5 units: gold shown /100, diamonds /10. Own info only. */
  wallet: v.optional(v.object({ gold: v.number(), diamonds: v.number() })),
});

/** Another user, as anyone may see them. */
export const publicUser = v.object({
  id: v.number(),
  nickname: v.string(),
  avatar: v.string(),
  isVip: v.boolean(),
  vipLabel,
});

export const beforeLogin = v.object({
  serverTime: v.number(),
  serverTimeText: v.string(),
  timezone: v.string(),
  captchaRequired: v.boolean(),
  loginLocked: v.boolean(),
  methods: v.array(v.string()),
  accountRule: v.object({
    minLength: v.number(),
    maxLength: v.number(),
    pattern: v.string(),
    tip: v.string(),
  }),
  passwordRule: v.object({ minLength: v.number(), maxLength: v.number(), tip: v.string() }),
  smsCodeLength: v.number(),
});

export const smsSent = v.object({ expiresIn: v.number(), resendIn: v.number() });

/** A picture captcha: an SVG data URL of four digits, answered once within expiresIn seconds. */
export const imageCaptcha = v.object({
  kind: v.literal('image'),
  captchaId: v.string(),
  image: v.string(),
  expiresIn: v.number(),
});

export const qrPoll = v.variant('status', [
  v.object({
    status: v.literal('pending'),
    code: v.string(),
    qrText: v.string(),
    expiresIn: v.number(),
    expireAt: v.number(),
    /** Only when the code is created: the creating device polls with it; never in the QR. */
    pollSecret: v.optional(v.string()),
  }),
  v.object({ status: v.literal('confirmed'), code: v.string(), user: ownUser }),
  v.object({ status: v.picklist(['expired', 'consumed']), code: v.string() }),
]);

export const onlineTime = v.object({
  credited: v.number(),
  todaySeconds: v.number(),
  totalSeconds: v.number(),
});

export type VipInfo = v.InferOutput<typeof vipInfo>;
export type OwnUser = v.InferOutput<typeof ownUser>;
export type OnlineTime = v.InferOutput<typeof onlineTime>;
export type PublicUser = v.InferOutput<typeof publicUser>;
export type QrPoll = v.InferOutput<typeof qrPoll>;
