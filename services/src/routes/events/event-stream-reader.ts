// Test helper: reads GET /api/events over a real HTTP connection (inject cannot stream) and splits
// it into its blocks — an event (`id:`, `data:`), a bare id, `retry:`, or a heart-beat comment.
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { LiveEvent } from '@opgavetorvet/contracts';

export interface StreamBlock {
  id?: number;
  retry?: number;
  data?: LiveEvent;
  comment?: string;
}

export function parseBlock(text: string): StreamBlock {
  const block: StreamBlock = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === '') block.comment = value;
    else if (field === 'id') block.id = Number(value);
    else if (field === 'retry') block.retry = Number(value);
    else if (field === 'data') block.data = JSON.parse(value) as LiveEvent;
  }
  return block;
}

export function baseUrlOf(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** An open stream; `next()` gives its blocks one at a time and fails when none comes in time. */
export class EventStreamReader {
  private buffer = '';
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  /** A read that outlived a timed-out next(): the next call waits for it instead of losing it. */
  private pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  ended = false;

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {
    if (!response.body) throw new Error('the reply has no body');
    this.reader = response.body.getReader();
  }

  /** Opens the stream of a listening app, or of a service at a base URL (another process). */
  static async open(
    app: FastifyInstance | string,
    headers: Record<string, string> = {},
    query = '',
  ): Promise<EventStreamReader> {
    const abort = new AbortController();
    const base = typeof app === 'string' ? app : baseUrlOf(app);
    const response = await fetch(`${base}/api/events${query}`, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: abort.signal,
    });
    return new EventStreamReader(response, abort);
  }

  /** The next block, or null once the server has ended the stream. */
  async next(timeoutMs = 5000): Promise<StreamBlock | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end !== -1) {
        const text = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        return parseBlock(text);
      }
      if (this.ended) return null;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no block within ${timeoutMs} ms (buffer: ${JSON.stringify(this.buffer)})`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>(
        (resolve) => (timer = setTimeout(() => resolve('timeout'), left)),
      );
      this.pending ??= this.reader.read();
      const read = await Promise.race([this.pending, timeout]);
      clearTimeout(timer);
      if (read === 'timeout') continue;
      this.pending = null;
      if (read.done) this.ended = true;
      else this.buffer += this.decoder.decode(read.value, { stream: true });
    }
  }

  /** The next block that is an event (heart-beats and bare ids skipped). */
  async nextEvent(timeoutMs = 5000): Promise<StreamBlock | null> {
    for (;;) {
      const block = await this.next(timeoutMs);
      if (!block || block.data) return block;
    }
  }

  /** The client goes away. */
  close(): void {
    this.pending?.catch(() => undefined);
    this.abort.abort();
  }
}
