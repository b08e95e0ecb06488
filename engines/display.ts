/** An X display for WebKitGTK, which needs one even when nobody looks at it. */
import { spawn } from 'node:child_process';

export interface Display {
  /** The value for `DISPLAY`, e.g. `:99`. */
  readonly name: string;
  close(): Promise<void>;
}

/** The display the session already has, or a private Xvfb on the first free number. */
export async function ensureDisplay(): Promise<Display> {
  const existing = process.env.DISPLAY;
  if (existing) return { name: existing, close: () => Promise.resolve() };
  // -displayfd: Xvfb picks a free display itself and writes its number on fd 3 once it accepts clients.
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  // Not left behind when the runner dies.
  const stop = () => xvfb.kill();
  process.once('exit', stop);
  const stderr: string[] = [];
  xvfb.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const number = await new Promise<string>((resolve, reject) => {
    let written = '';
    const fd3 = xvfb.stdio[3] as NodeJS.ReadableStream;
    fd3.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(written.trim());
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => {
      reject(new Error(`Xvfb exited (${code}) before it was ready: ${stderr.join('').trim()}`));
    });
  });
  return {
    name: `:${number}`,
    close: () =>
      new Promise((done) => {
        if (xvfb.exitCode !== null) {
          done();
          return;
        }
        process.off('exit', stop);
        xvfb.once('exit', () => {
          done();
        });
        xvfb.kill();
      }),
  };
}
