import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * A raw HTTP/1.1 client for the tests and the bench: sends one request exactly as written (no
 * URL parsing, no normalisation: the request line is what a hostile client could send) and
 * reads the response until the server closes the connection.
 */
export function rawRequest(port: number, target: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const head = [
    `${options.method ?? 'GET'} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...Object.entries(options.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${target}`)));
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no HTTP response to ${JSON.stringify(target)}: ${all.toString('latin1').slice(0, 80)}`));
      const [statusLine, ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: all.subarray(split + 4) });
    });
    // Not end(): a half-closed client gets no answer from Node's server; Connection: close ends it.
    socket.write(Buffer.from(head.join('\r\n') + '\r\n\r\n', 'latin1'));
  });
}
