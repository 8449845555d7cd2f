import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** A real open shadow root on a <div>; its children render inside it (nesting nests roots). */
export function ShadowHost({ children }: { children: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current!;
    // A host keeps its shadow root for life: reuse it when an effect runs twice (StrictMode).
    setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);
  return <div ref={hostRef}>{root && createPortal(children, root)}</div>;
}
