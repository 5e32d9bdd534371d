// A fake server for uploads in component tests: XMLHttpRequest (which the photo picker uses for its
// progress bars, fetch has none) replaced by one the test drives by hand — it sees each request with
// its headers and form data, sends upload progress, and answers with a status and a JSON body.
import { vi } from 'vitest';

/** One request as the fake server received it, and the test's hands on it. */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The form's `file` part, if the body was a FormData with one. */
  file: File | null;
  aborted: boolean;
  /** Sends an upload progress event (bytes sent of total). */
  progress: (loaded: number, total: number) => void;
  /** Ends the upload body and answers with a status and a JSON body. */
  reply: (status: number, body: unknown, headers?: Record<string, string>) => void;
  /** The connection fails (an `error` event, as on a lost network). */
  fail: () => void;
}

export interface FakeUploadServer {
  requests: FakeUpload[];
}

class FakeXMLHttpRequest extends EventTarget {
  static server: FakeUploadServer = { requests: [] };

  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  withCredentials = false;
  private method = 'GET';
  private url = '';
  private requestHeaders: Record<string, string> = {};
  private responseHeaders: Record<string, string> = {};
  private handle: FakeUpload | null = null;

  open(method: string, url: string): void {
    this.method = method.toUpperCase();
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  send(body?: Document | XMLHttpRequestBodyInit | null): void {
    const part = body instanceof FormData ? body.get('file') : null;
    const handle: FakeUpload = {
      method: this.method,
      url: this.url,
      headers: { ...this.requestHeaders },
      file: part instanceof File ? part : null,
      aborted: false,
      progress: (loaded, total) =>
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total })),
      reply: (status, replyBody, headers = {}) => {
        if (handle.aborted) return;
        this.upload.dispatchEvent(new ProgressEvent('load'));
        this.status = status;
        this.responseText = JSON.stringify(replyBody);
        this.responseHeaders = Object.fromEntries(
          Object.entries({ 'content-type': 'application/json', ...headers }).map(([k, v]) => [
            k.toLowerCase(),
            v,
          ]),
        );
        this.dispatchEvent(new ProgressEvent('load'));
        this.dispatchEvent(new ProgressEvent('loadend'));
      },
      fail: () => {
        if (handle.aborted) return;
        this.dispatchEvent(new ProgressEvent('error'));
        this.dispatchEvent(new ProgressEvent('loadend'));
      },
    };
    this.handle = handle;
    FakeXMLHttpRequest.server.requests.push(handle);
  }

  abort(): void {
    if (!this.handle || this.handle.aborted) return;
    this.handle.aborted = true;
    this.dispatchEvent(new ProgressEvent('abort'));
    this.dispatchEvent(new ProgressEvent('loadend'));
  }
}

/** Replaces XMLHttpRequest for this test (the set-up's afterEach puts the real one back). */
export function fakeUploadServer(): FakeUploadServer {
  const server: FakeUploadServer = { requests: [] };
  FakeXMLHttpRequest.server = server;
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return server;
}
