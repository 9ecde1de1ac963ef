// XMLHttpRequest stand-in for the upload: a test decides when it progresses, answers or fails.

type Listener = (event: Event) => void;

class Listeners {
  private readonly byType = new Map<string, Listener[]>();

  addEventListener(type: string, listener: Listener): void {
    this.byType.set(type, [...(this.byType.get(type) ?? []), listener]);
  }

  emit(event: Event): void {
    this.byType.get(event.type)?.forEach((listener) => listener(event));
  }
}

export class FakeXhr extends Listeners {
  static requests: FakeXhr[] = [];

  readonly upload = new Listeners();
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: FormData | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(): void {}

  send(body: FormData): void {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  abort(): void {
    this.emit(new Event('abort'));
  }

  progress(loaded: number, total: number): void {
    this.upload.emit(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.emit(new Event('load'));
  }

  failNetwork(): void {
    this.emit(new Event('error'));
  }
}

export function installFakeXhr(): () => void {
  const original = window.XMLHttpRequest;
  FakeXhr.requests = [];
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    window.XMLHttpRequest = original;
  };
}

export function lastUpload(): FakeXhr {
  const request = FakeXhr.requests.at(-1);
  if (!request) throw new Error('No upload was sent');
  return request;
}
