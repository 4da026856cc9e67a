import { ApiError, type ApiErrorBody } from './api-client';

export interface UploadOptions {
  /** Called with the share sent so far, 0 to 1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The multipart field the file goes in; the API reads `file`. */
  field?: string;
}

function readJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function errorBodyOf(value: unknown): ApiErrorBody | null {
  const body = value as Partial<ApiErrorBody> | null;
  return typeof body?.msg === 'string'
    ? { msg: body.msg, ...(typeof body.code === 'string' ? { code: body.code } : {}) }
    : null;
}

/**
 * POSTs one file as multipart form data, reporting upload progress. `fetch` cannot report how much of a
 * request body has left (the browsers' streaming uploads are not there yet), so pictures go through
 * XMLHttpRequest; answers and failures read like `apiRequest`'s: the JSON body, or an `ApiError`.
 */
export function uploadWithProgress<T = unknown>(url: string, file: File, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal, field = 'file' } = options;
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = readJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(body as T);
      } else reject(new ApiError(request.status, errorBodyOf(body)));
    };
    request.onerror = () => reject(new ApiError(0, null, 'Network error'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, file.name);
    request.send(form);
  });
}
