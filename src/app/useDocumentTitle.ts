import { useEffect } from 'react';
import { SITE_NAME } from './site';

/** Names the page in the browser tab: "Counter | Automation Playground". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
  }, [title]);
}
