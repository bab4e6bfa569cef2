// A real OpenAI-compatible HTTP server for tests (node:http on 127.0.0.1, a free port): each
// request goes to the test's handler, in order, and is recorded. Helpers write the answers
// such a server gives: a chat-completions stream of server-sent events, an error, a picture.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** When it arrived (performance.now()), for checking a wait the client was told to keep. */
  at: number;
};

export type Handler = (
  request: RecordedRequest,
  response: ServerResponse,
  index: number,
) => void | Promise<void>;

export type OpenAiServer = {
  /** `http://127.0.0.1:<port>/v1`, what AI_BASE_URL would be. */
  baseUrl: string;
  /** The server's own origin, for picture URLs it hands out. */
  origin: string;
  requests: RecordedRequest[];
  /** Answers the next requests with `handler` (it gets the request's index among all). */
  handle(handler: Handler): void;
  close(): Promise<void>;
};

export async function startOpenAiServer(): Promise<OpenAiServer> {
  const requests: RecordedRequest[] = [];
  let handler: Handler = (_, response) => sendError(response, 404, 'no handler');
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const text = Buffer.concat(parts).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // Kept as text: the test may want to see what was sent.
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        at: performance.now(),
      };
      requests.push(recorded);
      void Promise.resolve(handler(recorded, res, requests.length - 1)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    baseUrl: `${origin}/v1`,
    origin,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One chat-completions chunk event carrying `content`. */
export const chunkEvent = (content: string, finish: string | null = null): string =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { content }, finish_reason: finish }],
  })}\n\n`;

/** Opens a 200 event stream (headers flushed at once, as a model server does). */
export function openStream(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.flushHeaders();
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A whole stream: each piece its own write, a role chunk first, then stop and [DONE]. */
export async function streamPieces(response: ServerResponse, pieces: string[]): Promise<void> {
  openStream(response);
  response.write(
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] })}\n\n`,
  );
  for (const piece of pieces) {
    response.write(chunkEvent(piece));
    await tick();
  }
  response.write(chunkEvent('', 'stop'));
  response.end('data: [DONE]\n\n');
}

/** An error answer shaped as OpenAI's: `{ error: { message, type, code } }`. */
export function sendError(
  response: ServerResponse,
  status: number,
  message: string,
  extra: { code?: string; headers?: Record<string, string> } = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...extra.headers });
  response.end(
    JSON.stringify({ error: { message, type: 'invalid_request_error', code: extra.code ?? null } }),
  );
}

export function sendJson(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
