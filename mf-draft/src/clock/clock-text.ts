/**
 * A pick clock's remaining time as the room shows it: '0:42', '7:05', '1:59:30' for a slow
 * draft's hours. Rounded up, so the clock reads 0:00 only when the time is gone.
 */
export function clockText(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
