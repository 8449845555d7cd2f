import { useState, type ChangeEvent } from 'react';
import { StatusLine } from '../../lib/StatusLine';
import { centreOf, nameOutcome, type NameOutcome } from './nameCheck';

// Pixel layout of the exercise: the block covers the centre of Name at load (Name spans 66-100 px
// of the box's content, the block 67-117 px), and scrolling the box by 40 px lifts Name clear.
const BOX_HEIGHT = 100;
const FIELD_HEIGHT = 34;
const BLOCK = { top: 67, width: 300, height: 50 };

/** Whether the element at the centre of the field is the field itself (nothing covers it). */
function isOnTop(field: HTMLElement): boolean {
  const { x, y } = centreOf(field.getBoundingClientRect());
  return document.elementFromPoint(x, y) === field;
}

/** Three inputs in a small scrolling box; a grey block over the box covers the Name input. */
export default function OverlappedElementPage() {
  const [name, setName] = useState('');
  const [outcome, setOutcome] = useState<NameOutcome | null>(null);

  const onNameInput = (event: ChangeEvent<HTMLInputElement>) => {
    const next = nameOutcome(event.target.value, isOnTop(event.target));
    setName(next.value);
    setOutcome(next);
  };

  const fieldStyle = { height: FIELD_HEIGHT, maxWidth: '24rem' };
  return (
    <section>
      <div className="position-relative" style={{ maxWidth: '24rem' }}>
        <div
          role="region"
          aria-label="Fields"
          tabIndex={0}
          className="border rounded overflow-y-auto px-2"
          style={{ height: BOX_HEIGHT }}
        >
          <input
            id="id"
            className="form-control"
            placeholder="Id"
            aria-label="Id"
            style={{ ...fieldStyle, marginTop: 8, marginBottom: 24 }}
          />
          <input
            id="name"
            className="form-control"
            placeholder="Name"
            aria-label="Name"
            value={name}
            onChange={onNameInput}
            style={{ ...fieldStyle, marginBottom: 120 }}
          />
          <input
            id="subject"
            className="form-control"
            placeholder="Subject"
            aria-label="Subject"
            style={{ ...fieldStyle, marginBottom: 8 }}
          />
        </div>
        <div
          aria-hidden="true"
          className="position-absolute start-0"
          style={{ ...BLOCK, backgroundColor: '#cccccc' }}
        />
      </div>
      <StatusLine tone={outcome?.covered ? 'warning' : 'info'}>{outcome?.message ?? ''}</StatusLine>
    </section>
  );
}
