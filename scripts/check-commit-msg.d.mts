// Types of check-commit-msg.mjs (a plain script, so the hook needs no build).
export function commitMessageProblems(message: string): string[];
