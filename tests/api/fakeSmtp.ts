import net from 'node:net';

export interface SmtpMessage {
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server for the tests that need the mail to be slow: it accepts what nodemailer
 * sends (no TLS, no auth) and keeps it; while `stalled`, a new connection is held without the
 * greeting, so a sender that waits for its mail waits until `release()` drops those connections.
 */
export async function startFakeSmtp() {
  const messages: SmtpMessage[] = [];
  const held = new Set<net.Socket>();
  const open = new Set<net.Socket>();
  /** `greetingDelayMs`: how long each conversation waits before the greeting, as a distant server's would. */
  const state = { stalled: false, greetingDelayMs: 0, connections: 0 };

  const converse = (socket: net.Socket) => {
    let buffer = '';
    let to: string[] = [];
    let data: string[] | null = null;
    const greet = () => {
      if (!socket.destroyed) socket.write('220 fake ESMTP\r\n');
    };
    if (state.greetingDelayMs > 0) setTimeout(greet, state.greetingDelayMs);
    else greet();
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push({ to, data: data.join('\n') });
            data = null;
            to = [];
            socket.write('250 queued\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'RCPT') to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        if (verb === 'DATA') {
          data = [];
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  };

  const server = net.createServer((socket) => {
    state.connections++;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    if (state.stalled) {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
    } else converse(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    state,
    /** Connections held without a greeting right now. */
    held: () => held.size,
    /** The newest code mailed to `to`. */
    codeFor(address: string): string | undefined {
      const found = messages.filter((m) => m.to.includes(address)).at(-1);
      return found ? /Code: (\d{6})/.exec(found.data)?.[1] : undefined;
    },
    /** Drops the held connections: their senders see the mail fail. */
    release(): void {
      for (const s of held) s.destroy();
      held.clear();
    },
    close(): Promise<void> {
      for (const s of open) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;
