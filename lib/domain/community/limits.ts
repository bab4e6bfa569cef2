// Limits of what users write and attach in the community (our choices; §9 leaves them open).

/** Characters of a post's text (counted as the user sees them). */
export const POST_TEXT_MAX = 2000;
export const POST_IMAGES_MAX = 9;
/** Highest price of a paid post, in diamonds (§5 tenths: 100 diamonds). */
export const POST_PRICE_MAX = 1000;
export const COMMENT_TEXT_MAX = 500;
export const MENTIONS_MAX = 10;
