const told = new Set<string>();

/** Warns once per distinct message, so a broken platform feature is reported, not repeated (P9). */
export function warnOnce(message: string, cause?: unknown): void {
  if (told.has(message)) return;
  told.add(message);
  if (cause === undefined) console.warn(`[tabshell] ${message}`);
  else console.warn(`[tabshell] ${message}`, cause);
}
