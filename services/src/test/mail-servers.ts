// Real peers for delivery tests, on loopback: an SMTP server (the smtp-server package) that keeps
// every message it accepts, parsed by mailparser, and an HTTP server that answers GatewayAPI's
// REST mtsms call and keeps what it was sent. Each can be told to refuse the next calls, or to hang:
// take the message (after DATA) or the call and never answer, as a provider that stopped does.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** The next `count` messages are refused with this SMTP code (e.g. 451 try later, 550 no such user). */
  refuseNext(count: number, code: number): void;
  /** From now on (until `hang(false)`) every message's data is read and never answered. */
  hang(on: boolean): void;
  /** How many messages got no answer because the server hung. */
  hung(): number;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  let refusals = 0;
  let refusalCode = 451;
  let hanging = false;
  let hung = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A hung client's connection is dropped at once when the test closes the server.
    closeTimeout: 50,
    onData(stream, _session, callback) {
      if (hanging) {
        stream.resume();
        stream.on('end', () => (hung += 1));
        return;
      }
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Refused by the test server'), { responseCode: refusalCode })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count, code) {
      refusals = count;
      refusalCode = code;
    },
    hang: (on) => void (hanging = on),
    hung: () => hung,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface GatewayCall {
  headers: IncomingHttpHeaders;
  body: { sender: string; message: string; recipients: { msisdn: number }[] };
}

export interface TestGateway {
  url: string;
  calls: GatewayCall[];
  /** The next `count` calls are answered with this HTTP status. */
  refuseNext(count: number, status: number): void;
  /** From now on (until `hang(false)`) every call is read and never answered. */
  hang(on: boolean): void;
  /** How many calls got no answer because the gateway hung. */
  hung(): number;
  close(): Promise<void>;
}

export async function startSmsGateway(): Promise<TestGateway> {
  const calls: GatewayCall[] = [];
  let refusals = 0;
  let refusalStatus = 500;
  let nextId = 1000;
  let hanging = false;
  let hung = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (hanging) {
        hung += 1;
        return;
      }
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/rest/mtsms') {
        response.writeHead(404).end('{"message":"not found"}');
        return;
      }
      if (refusals > 0) {
        refusals -= 1;
        response
          .writeHead(refusalStatus)
          .end(JSON.stringify({ code: String(refusalStatus), message: 'refused by the test gateway' }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GatewayCall['body'];
      calls.push({ headers: request.headers, body });
      nextId += 1;
      response
        .writeHead(200)
        .end(JSON.stringify({ ids: [nextId], usage: { total_cost: 0.3, currency: 'DKK' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rest/mtsms`,
    calls,
    refuseNext(count, status) {
      refusals = count;
      refusalStatus = status;
    },
    hang: (on) => void (hanging = on),
    hung: () => hung,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
