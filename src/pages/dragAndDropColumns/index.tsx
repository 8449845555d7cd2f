import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { StatusLine } from '../../lib/StatusLine';
import { COLUMN_IDS, dropOnto, INITIAL_HEADERS, orderStatus } from './columns';
import './columns.css';

const HINT_ID = 'swap-hint';

/** Two boxes whose headers swap on a native HTML5 drop of one onto the other. */
export default function DragAndDropColumnsPage() {
  const [headers, setHeaders] = useState<string[]>([...INITIAL_HEADERS]);
  // Which box is dragged and which is under the pointer, by place, for the styles.
  const [dragged, setDragged] = useState<number>();
  const [over, setOver] = useState<number>();
  // The dragged box again, set at once: a script may dispatch dragstart and drop in one go, before
  // React renders, and its synthetic events may carry no usable dataTransfer.
  const source = useRef<number>(undefined);

  const endDrag = () => {
    source.current = undefined;
    setDragged(undefined);
    setOver(undefined);
  };

  const handlers = (place: number, id: string) => ({
    onDragStart: (event: DragEvent) => {
      event.dataTransfer?.setData('text/plain', id);
      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
      source.current = place;
      setDragged(place);
    },
    onDragEnter: () => setOver(place),
    onDragOver: (event: DragEvent) => {
      // Without this the browser refuses the drop.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      setOver(place);
    },
    onDragLeave: (event: DragEvent) => {
      // Moving onto the box's own header is no leaving.
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))
        return;
      setOver((current) => (current === place ? undefined : current));
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const from = source.current;
      if (from !== undefined) setHeaders((current) => dropOnto(current, from, place));
      endDrag();
    },
    onDragEnd: endDrag,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      setHeaders((current) => dropOnto(current, place, 1 - place));
    },
  });

  return (
    <section>
      <p id={HINT_ID} className="text-body-secondary">
        Drag a box onto the other, or press Enter or Space on a box, to swap them.
      </p>
      <div className="d-flex gap-3">
        {COLUMN_IDS.map((id, place) => (
          <div
            key={id}
            id={id}
            role="button"
            tabIndex={0}
            draggable
            aria-describedby={HINT_ID}
            className={[
              'dnd-column',
              dragged === place ? 'dnd-dragging' : '',
              over === place && dragged !== undefined ? 'dnd-over' : '',
            ].join(' ')}
            {...handlers(place, id)}
          >
            <header>{headers[place]}</header>
          </div>
        ))}
      </div>
      <StatusLine>{orderStatus(headers)}</StatusLine>
    </section>
  );
}
