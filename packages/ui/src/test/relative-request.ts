// Node's Request refuses relative URLs and jsdom's AbortSignal; the browser accepts both. This
// makes RTK Query's `new Request('/api/…')` work in jsdom as it does in the browser.
const NativeRequest = globalThis.Request;

class RelativeRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, window.location.href) : input;
    const { signal: _jsdomSignal, ...rest } = init ?? {};
    super(url, rest);
  }
}

export function installRelativeRequest(): void {
  globalThis.Request = RelativeRequest;
}
