import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';

export interface HtmlSize {
  /** The page's HTML as the browser parses it. */
  raw: number;
  /** As sent to a browser that accepts brotli; null when the server did not compress it. */
  brotli: number | null;
}

/** The page's HTML asked as a browser does, `Accept-Encoding: br`, counted as sent and once decompressed. */
export function htmlSize(url: string): Promise<HtmlSize> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { accept: 'text/html', 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          else if (response.headers['content-encoding'] === 'br')
            resolve({ raw: brotliDecompressSync(body).length, brotli: body.length });
          else resolve({ raw: body.length, brotli: null });
        });
      })
      .on('error', reject);
  });
}
