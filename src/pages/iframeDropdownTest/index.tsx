import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import framesCssUrl from './frames.css?url';
import { parentFrameDocument } from './frames';
import { wireProjectTypeLookup } from './lookup';
import './iframeDropdownTest.css';

const PARENT_FRAME = parentFrameDocument(framesCssUrl);

/** A select outside, and a parent frame holding an inner frame with an unlabelled input. */
export default function IframeDropdownTestPage() {
  const [outside, setOutside] = useState('');
  const unwire = useRef<() => void>(undefined);

  // The parent frame's load waits for the inner frame, so its document is ready here.
  function onParentLoad(event: SyntheticEvent<HTMLIFrameElement>) {
    const inner = event.currentTarget.contentDocument?.querySelector<HTMLIFrameElement>(
      'iframe[title="inner-iframe"]',
    );
    const innerDoc = inner?.contentDocument;
    unwire.current?.();
    unwire.current = innerDoc ? wireProjectTypeLookup(innerDoc) : undefined;
  }
  useEffect(() => () => unwire.current?.(), []);

  return (
    <>
      <h2>Iframe + Dropdown Test Page</h2>
      <div className="d-flex align-items-center gap-2 mb-3">
        <label htmlFor="outsideDropdown">Outside Dropdown:</label>
        <select
          id="outsideDropdown"
          className="form-select w-auto"
          value={outside}
          onChange={(event) => setOutside(event.target.value)}
        >
          <option value="">Select...</option>
          <option value="x">X Option</option>
          <option value="y">Y Option</option>
          <option value="z">Z Option</option>
        </select>
      </div>
      <iframe
        className="iframe-dropdown-parent"
        title="parent-iframe"
        srcDoc={PARENT_FRAME}
        onLoad={onParentLoad}
      />
    </>
  );
}
