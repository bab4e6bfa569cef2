// The commit-msg hook's check (.husky/commit-msg): a subject of at most 72 characters and, when
// there is a body, a blank line between them. Merge and revert subjects git writes pass.
import { readFileSync } from 'node:fs';

const MAX_SUBJECT = 72;

export function commitMessageProblems(message) {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  const subject = lines[0] ?? '';
  const problems = [];
  if (!subject.trim()) problems.push('the subject (first line) is empty');
  if (/^(Merge|Revert) /.test(subject)) return problems;
  if ([...subject].length > MAX_SUBJECT) {
    problems.push(
      `the subject has ${[...subject].length} characters, at most ${MAX_SUBJECT}: put the detail in the body`,
    );
  }
  if (lines.length > 1 && lines[1].trim() !== '')
    problems.push('leave a blank line between the subject and the body');
  return problems;
}

if (process.argv[2]) {
  const problems = commitMessageProblems(readFileSync(process.argv[2], 'utf8'));
  for (const problem of problems) console.error(`commit-msg: ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
