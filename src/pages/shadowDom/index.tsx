import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { BUTTONS, LEVEL_TEXTS } from './labels';
import { ShadowHost } from './ShadowHost';

// The site's stylesheet does not reach into shadow roots, but its CSS variables do.
const shadowButtonStyle: CSSProperties = {
  font: 'inherit',
  padding: '0.375rem 0.75rem',
  borderRadius: 'var(--bs-border-radius)',
  border: '1px solid var(--bs-primary)',
  background: 'var(--bs-primary)',
  color: '#fff',
  cursor: 'pointer',
};

function Area({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <section className="border border-2 rounded p-3" aria-labelledby={captionId}>
      <h2 id={captionId} className="h6">
        {caption}
      </h2>
      {children}
    </section>
  );
}

/** A button whose label changes once it is clicked. */
function ChangingButton({
  labels,
  shadow = false,
}: {
  labels: { before: string; after: string };
  shadow?: boolean;
}) {
  const [clicked, setClicked] = useState(false);
  return (
    <button
      type="button"
      className={shadow ? undefined : 'btn btn-primary'}
      style={shadow ? shadowButtonStyle : undefined}
      onClick={() => setClicked(true)}
    >
      {clicked ? labels.after : labels.before}
    </button>
  );
}

/** Text at one shadow level, holding the next level in its own shadow root. */
function Levels({ texts }: { texts: readonly string[] }) {
  const [text, ...deeper] = texts;
  return (
    <ShadowHost>
      <p style={{ margin: '0.25rem 0 0.25rem 1rem' }}>{text}</p>
      {deeper.length > 0 && <Levels texts={deeper} />}
    </ShadowHost>
  );
}

/** Four bordered areas: an ordinary button, two buttons in shadow roots, three levels of text. */
export default function ShadowDomPage() {
  return (
    <div className="d-grid gap-3">
      <Area caption="Ordinary DOM">
        <ChangingButton labels={BUTTONS.ordinary} />
      </Area>
      <Area caption="Shadow DOM">
        <ShadowHost>
          <ChangingButton labels={BUTTONS.shadow} shadow />
        </ShadowHost>
      </Area>
      <Area caption="Shadow DOM inside a shadow DOM">
        <ShadowHost>
          <ShadowHost>
            <ChangingButton labels={BUTTONS.nested} shadow />
          </ShadowHost>
        </ShadowHost>
      </Area>
      <Area caption="Three nested shadow levels">
        <Levels texts={LEVEL_TEXTS} />
      </Area>
    </div>
  );
}
