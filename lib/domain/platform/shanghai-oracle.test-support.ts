// Test support: the wall clock in Asia/Shanghai as ICU's zone data has it, the oracle for the
// fixed UTC+8 arithmetic of device.ts and format.ts (which avoid Intl on purpose).
const shanghai = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

export function shanghaiWallClock(ms: number): WallClock {
  const part: Partial<Record<string, string>> = {};
  for (const { type, value } of shanghai.formatToParts(ms)) part[type] = value;
  return {
    year: part.year ?? '',
    month: part.month ?? '',
    day: part.day ?? '',
    hour: part.hour ?? '',
    minute: part.minute ?? '',
    second: part.second ?? '',
  };
}
