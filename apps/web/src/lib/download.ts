import { apiFile } from './api-client.ts';

/**
 * Downloads a file from the API with the session and the selected role (a plain link would not
 * send the role header), saving it under the server's file name. A lost session or a refused
 * role is handled as for any other call.
 */
export async function downloadFromApi(path: string, fallbackName: string): Promise<void> {
  const response = await apiFile(path);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
