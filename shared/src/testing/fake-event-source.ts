/**
 * The browser's EventSource for tests (jsdom and node have none): every one made is kept in
 * `made`, and the test plays the server's stream through `emit` ('open', 'matchups', 'error').
 * Install it with `vi.stubGlobal('EventSource', FakeEventSource)`.
 */
export class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private listeners = new Map<string, ((event: unknown) => void)[]>();
  constructor(
    readonly url: string,
    readonly init: { withCredentials?: boolean } = {},
  ) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}
