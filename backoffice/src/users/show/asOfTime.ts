/** `YYYY-MM-DDTHH:mm:ss` in the browser's time zone: what a datetime-local input shows and reads. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** The instant a datetime-local value means in the browser's time zone, as ISO; null when incomplete. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  // The picker works to the second: the whole of the chosen second counts as "as of".
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime() + 999).toISOString();
}
