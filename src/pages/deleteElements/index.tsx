import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../lib/Field';
import { elementName, EMPTY_LIST, INITIAL_ELEMENTS, INVALID_NAME } from './list';

interface Element {
  id: number;
  name: string;
}

/** Enter adds a non-blank name to the list; each item's close button deletes it. */
export default function DeleteElementsPage() {
  const nextId = useRef(INITIAL_ELEMENTS.length);
  const [elements, setElements] = useState<Element[]>(() =>
    INITIAL_ELEMENTS.map((name, id) => ({ id, name })),
  );
  const [input, setInput] = useState('');
  const [warning, setWarning] = useState(false);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = elementName(input);
    if (name === null) {
      setWarning(true);
      return;
    }
    setElements((list) => [...list, { id: nextId.current++, name }]);
    setInput('');
    setWarning(false);
  };

  return (
    <section>
      <form onSubmit={add}>
        <TextField
          id="new-element"
          label="New element"
          placeholder="Type a name and press Enter"
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
      </form>
      {warning && (
        <div className="alert alert-warning alert-dismissible" role="alert">
          {INVALID_NAME}
          <button
            type="button"
            className="btn-close"
            aria-label="Close"
            onClick={() => setWarning(false)}
          />
        </div>
      )}
      {elements.length === 0 ? (
        <div className="alert alert-info" role="status">
          {EMPTY_LIST}
        </div>
      ) : (
        <ol className="list-group list-group-numbered" aria-label="Elements">
          {elements.map((element) => (
            <li key={element.id} className="list-group-item d-flex align-items-center gap-2">
              <span className="flex-grow-1 text-break">{element.name}</span>
              <button
                type="button"
                className="btn-close"
                aria-label={`Delete ${element.name}`}
                onClick={() => setElements((list) => list.filter((e) => e.id !== element.id))}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
