// Only the weight and subset the texts use, served from our own origin.
import '@fontsource/montserrat/latin-400.css';
import { useState } from 'react';
import { INITIAL_VIEW, TEXTS, arrowOf, closeTab, switchText } from './view';
import './svgElements.css';

const RED = '#dc3545';

/** A line of text drawn as SVG <text>, named for assistive technology by its <title>. */
function SvgText({ text }: { text: string }) {
  return (
    <svg role="img" className="svg-text" width="300" height="40" viewBox="0 0 300 40">
      <title>{text}</title>
      <text x="0" y="28" fontFamily="Montserrat, sans-serif" fontSize="24" fill="currentColor">
        {text}
      </text>
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg role="img" width="20" height="20" viewBox="0 0 16 16">
      <title>Close</title>
      <circle cx="8" cy="8" r="8" fill={RED} />
      <path d="M5 5l6 6M11 5l-6 6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function LogoIcon() {
  return (
    <svg role="img" width="48" height="48" viewBox="0 0 32 32">
      <title>Automation Playground logo</title>
      <rect width="32" height="32" rx="7" fill="#0d6efd" />
      <path d="M10 8l13 8-13 8z" fill="#fff" />
    </svg>
  );
}

function ArrowIcon({ name }: { name: 'Right arrow' | 'Left arrow' }) {
  const path = name === 'Right arrow' ? 'M2 8h11M9 4l4 4-4 4' : 'M14 8H3M7 4L3 8l4 4';
  return (
    <svg role="img" width="20" height="20" viewBox="0 0 16 16">
      <title>{name}</title>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A tab box: close the tab, then switch between two texts with an arrow. */
export default function SvgElementsPage() {
  const [view, setView] = useState(INITIAL_VIEW);
  const arrow = arrowOf(view);
  return (
    <div className="border rounded p-3 d-inline-flex flex-column gap-3">
      {view === 'tab' ? (
        <div className="d-flex align-items-center gap-2 border rounded-top px-3 py-1">
          <SvgText text={TEXTS.tab} />
          <button type="button" className="btn btn-link p-1 lh-1" onClick={() => setView(closeTab)}>
            <CloseIcon />
          </button>
        </div>
      ) : (
        <>
          <LogoIcon />
          <SvgText text={TEXTS[view]} />
        </>
      )}
      {arrow && (
        <button
          type="button"
          className="btn btn-outline-primary align-self-start lh-1"
          onClick={() => setView(switchText)}
        >
          <ArrowIcon name={arrow} />
        </button>
      )}
    </div>
  );
}
