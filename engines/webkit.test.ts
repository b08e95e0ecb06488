import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Builder } from 'selenium-webdriver';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newSession } from './webkit.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('newSession (WebKitGTK, issue 20 section 3)', () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => {
    unhandled.push(reason);
  };
  beforeAll(() => {
    process.on('unhandledRejection', record);
  });
  afterAll(() => {
    process.off('unhandledRejection', record);
  });
  afterEach(() => {
    unhandled.length = 0;
  });

  it('asks again when MiniBrowser stalls, and the stalled request failing later is not an unhandled rejection', async () => {
    // What CI met: a first session request WebKitWebDriver never answers, which fails with
    // ECONNREFUSED only once the server has stopped, after every check had passed.
    const sockets = new Set<Socket>();
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      if (requests === 1) return; // stalls
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ value: { sessionId: 'second', capabilities: {} } }));
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const driver = await newSession(
      () =>
        new Builder()
          .usingServer(`http://127.0.0.1:${port}`)
          .withCapabilities({ browserName: 'MiniBrowser' })
          .build(),
      200,
    );
    expect((await driver.getSession()).getId()).toBe('second');

    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
    await later(300);
    expect(requests).toBe(2);
    expect(unhandled).toEqual([]);
  });

  it('gives up with a clear message after its attempts', async () => {
    let started = 0;
    const never = () => {
      started += 1;
      return new Promise<never>(() => undefined);
    };
    await expect(newSession(never, 5, 3)).rejects.toThrow(
      'MiniBrowser did not start in 3 attempts of 0.005 s',
    );
    expect(started).toBe(3);
  });

  it('passes on a session that fails at once', async () => {
    await expect(
      newSession(() => Promise.reject(new Error('session not created')), 1_000),
    ).rejects.toThrow('session not created');
  });
});
