import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { INITIAL_TASKS, isSorted } from './tasks';

type Verdict = 'waiting' | 'correct' | 'incorrect';

const MESSAGES: Record<Verdict, { className: string; text: string }> = {
  waiting: { className: 'alert-secondary', text: 'Waiting for the items to be sorted...' },
  correct: { className: 'alert-success', text: 'Correct' },
  incorrect: { className: 'alert-danger', text: 'Incorrect' },
};

/** Sort seven tasks into Task 1 to Task 7 by dragging (mouse, touch or keyboard). */
export default function DragItemPage() {
  const [tasks, setTasks] = useState(INITIAL_TASKS);
  const [verdict, setVerdict] = useState<Verdict>('waiting');
  const sensors = useSensors(
    // A few pixels of movement (or a short press on touch) before a drag starts, so that a
    // plain click or a scroll is not a drop.
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = tasks.indexOf(String(active.id));
    const to = over ? tasks.indexOf(String(over.id)) : from;
    const next = arrayMove(tasks, from, to);
    setTasks(next);
    setVerdict(isSorted(next) ? 'correct' : 'incorrect');
  };

  const message = MESSAGES[verdict];
  return (
    <section className="col-md-6">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={tasks} strategy={verticalListSortingStrategy}>
          <div className="list-group mb-3">
            {tasks.map((task) => (
              <SortableTask key={task} task={task} />
            ))}
          </div>
        </SortableContext>
      </DndContext>
      <div role="status" aria-label="Result" className={`alert ${message.className}`}>
        {message.text}
      </div>
    </section>
  );
}

function SortableTask({ task }: { task: string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task,
  });
  return (
    <div
      ref={setNodeRef}
      className={`list-group-item list-group-item-action user-select-none ${isDragging ? 'active' : ''}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        touchAction: 'none',
        cursor: 'grab',
      }}
      {...attributes}
      {...listeners}
    >
      {task}
    </div>
  );
}
