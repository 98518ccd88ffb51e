import { apiFile } from './api-client.ts';

/**
 * The file name a `content-disposition` header gives: the RFC 8187 `filename*` (UTF-8, the one
 * that keeps a name like "Ọ̀bá's receipt.pdf") before the plain ASCII `filename`.
 */
export function fileNameOf(disposition: string, fallback: string): string {
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** Saves a file answer of the API under the name its `content-disposition` gives. */
export async function saveResponse(response: Response, fallbackName: string): Promise<void> {
  const name = fileNameOf(response.headers.get('content-disposition') ?? '', fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file from the API with the session and the selected role (a plain link would not
 * send the role header), saving it under the server's file name. A lost session or a refused
 * role is handled as for any other call.
 */
export async function downloadFromApi(path: string, fallbackName: string): Promise<void> {
  await saveResponse(await apiFile(path), fallbackName);
}
