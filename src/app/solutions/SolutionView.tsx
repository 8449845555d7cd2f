import { useEffect, useState } from 'react';

/** A solution file and its markup, highlighted at build time. */
export interface Solution {
  code: string;
  html: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_LABELS: Record<CopyState, string> = {
  idle: 'Copy',
  copied: 'Copied',
  failed: 'Copy failed',
};
const COPIED_FOR_MS = 2000;

interface SolutionFileProps {
  /** The file's address on the site, `/solutions/...`. */
  path: string;
  solution: Solution;
}

/** A tab's one file, framed below the tab. */
export function SolutionView(props: SolutionFileProps) {
  return (
    <div className="border border-top-0 rounded-bottom p-3">
      <SolutionFile {...props} />
    </div>
  );
}

/** One file: Copy and Download, then the highlighted code. */
export function SolutionFile({ path, solution }: SolutionFileProps) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const fileName = path.split('/').at(-1)!;

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyCode = () =>
    navigator.clipboard.writeText(solution.code).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={copyCode}>
          {COPY_LABELS[copy]}
        </button>
        <a href={path} download={fileName}>
          Download {fileName}
        </a>
      </div>
      {/* Markup made at build time from the file itself, escaped there (scripts/build/highlight.ts). */}
      <div dangerouslySetInnerHTML={{ __html: solution.html }} />
    </>
  );
}
