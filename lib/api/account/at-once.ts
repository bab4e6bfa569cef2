// The account's mutations go out at once, as the direct calls they replaced did: offline, a login
// or a save fails with the network's tip instead of waiting paused for the connection.
export const AT_ONCE = { networkMode: 'always' } as const;
