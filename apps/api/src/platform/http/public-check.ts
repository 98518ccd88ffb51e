import type { AppConfig } from '@/config.ts';

// What the public checks of issued documents (a receipt, a course form) share: the address
// of the web app's check page printed on the document, and how the holder is named there.

/** The web app's public page that checks a document, e.g. `<publicUrl>/receipts/<reference>`. */
export const publicCheckUrl = (config: Pick<AppConfig, 'publicUrl'>, page: string, key: string) =>
  `${config.publicUrl.replace(/\/$/, '')}/${page}/${encodeURIComponent(key)}`;

/** "Adaeze Okafor" -> "Adaeze O." : enough to recognise, not enough to profile. */
export const maskName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return rest.length ? `${first} ${rest.map((p) => `${p[0]}.`).join(' ')}` : first;
};
