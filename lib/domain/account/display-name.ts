// What the app calls a user, everywhere a name shows (我的, comments, posts, UP主 cards, messages,
// the game): one rule, so a guest is not 游客 on one screen and 用户 on the next.

/**
 * The user's nickname, or 游客<id> when they have none. Only guests are stored without a name: an
 * account is named when it registers, a phone account 用户 and its number's last four digits. A
 * closed account is stored as 已注销用户 (account-closure.ts CLOSED_USER_NAME), so every place that
 * shows a name shows that, with the default avatar.
 */
export function displayName(user: { id: number | string; nickname?: string | null }): string {
  return user.nickname?.trim() || `游客${user.id}`;
}
