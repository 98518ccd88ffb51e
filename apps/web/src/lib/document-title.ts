import { createContext, useContext, useEffect, useLayoutEffect } from 'react';

// Every page's title names the page, then the school, then the product (issue 20), so a tab,
// a bookmark and a screen reader's first words say where the user is.

export const PRODUCT_NAME = 'Campusflow';

/** The school the signed-in pages belong to (the dashboard provides it; none on public pages). */
export const TitleSchoolContext = createContext<string | null>(null);

/** "Fees · Demo University · Campusflow": the page, the school, the product, none twice. */
export function documentTitle(page: string | null, school: string | null): string {
  const parts = [page, school, PRODUCT_NAME].map((p) => p?.trim() ?? '').filter(Boolean);
  return parts.filter((part, i) => parts.indexOf(part) === i).join(' · ');
}

/** Names the page in the document's title while it is shown. */
export function useDocumentTitle(page: string) {
  const school = useContext(TitleSchoolContext);
  useEffect(() => {
    document.title = documentTitle(page, school);
  }, [page, school]);
}

/**
 * Resets the title to the product's name whenever the address changes, before the new page
 * names itself (layout effects run before every page's effect), so a page never shows the
 * previous page's name.
 */
export function useTitleReset(pathname: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of address
  useLayoutEffect(() => {
    document.title = documentTitle(null, null);
  }, [pathname]);
}
