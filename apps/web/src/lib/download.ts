import { ROLE_HEADER } from '@campusflow/contracts/constants';
import { ApiError } from './api-client.ts';
import { readSelectedRole } from './selected-role.ts';

/**
 * Downloads a file from the API with the session and the selected role (a plain link would not
 * send the role header), saving it under the server's file name.
 */
export async function downloadFromApi(path: string, fallbackName: string): Promise<void> {
  const role = readSelectedRole();
  const response = await fetch(path, {
    credentials: 'same-origin',
    headers: role ? { [ROLE_HEADER]: role } : {},
  });
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      code: 'download_failed',
      detail: `The download failed (${response.status}).`,
    });
  }
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
