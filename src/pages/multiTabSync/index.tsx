import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CheckField, TextField } from '../../lib/Field';
import { StatusLine, type StatusTone } from '../../lib/StatusLine';
import { gone, heard, NO_PEERS, openTabs, ROLL_CALL_MS, rollCall, type Peers } from './tabs';
import { addTodo, MAX_TEXT_LENGTH, MESSAGES, removeDone, setDone, type Todo } from './todos';
import { openTransport, readTodos, syncMeans, writeTodos, type Transport } from './transport';

interface Shown {
  tone: StatusTone;
  text: string;
}

/** A to-do list kept in localStorage and in step across the tabs of one browser profile. */
export default function MultiTabSync() {
  const [means] = useState(syncMeans);
  const [todos, setTodos] = useState(readTodos);
  const [text, setText] = useState('');
  const [shown, setShown] = useState<Shown>();
  const [tabs, setTabs] = useState(1);
  const transport = useRef<Transport>(undefined);

  useEffect(() => {
    // A new id for each visit of the page: a reload or a tab restored from the cache is a new tab.
    let id = '';
    let peers: Peers = NO_PEERS;
    const count = (next: Peers) => {
      peers = next;
      setTabs(openTabs(next));
    };
    const open = openTransport(means, (signal) => {
      if (signal.kind === 'todos') {
        setTodos(signal.todos);
        setShown({ tone: 'info', text: MESSAGES.updated });
      } else if (signal.kind === 'bye') {
        count(gone(peers, signal.from));
      } else {
        count(heard(peers, signal.from));
        if (signal.kind === 'call') open.send({ kind: 'here', from: id });
      }
    });
    const arrive = () => {
      id = Math.random().toString(36).slice(2);
      count(NO_PEERS);
      open.send({ kind: 'call', from: id });
    };
    const leave = () => open.send({ kind: 'bye', from: id });
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setTodos(readTodos());
      arrive();
    };
    transport.current = open;
    arrive();
    const roll = setInterval(() => {
      count(rollCall(peers));
      open.send({ kind: 'call', from: id });
    }, ROLL_CALL_MS);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearInterval(roll);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', onPageShow);
      leave();
      open.close();
      transport.current = undefined;
    };
  }, [means]);

  // Every change applies to the list as stored at that moment (read afresh), so that changes made
  // one after another in other tabs survive.
  const save = (next: Todo[]) => {
    writeTodos(next);
    setTodos(next);
    transport.current?.send({ kind: 'todos', todos: next });
  };

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const result = addTodo(readTodos(), text);
    if (!result.ok) {
      setShown({ tone: 'danger', text: result.message });
      return;
    }
    save(result.list);
    setText('');
    setShown({ tone: 'success', text: MESSAGES.added(result.text) });
  };

  const onTick = (todo: Todo, done: boolean) => {
    save(setDone(readTodos(), todo.text, done));
    setShown({
      tone: 'info',
      text: done ? MESSAGES.ticked(todo.text) : MESSAGES.unticked(todo.text),
    });
  };

  const onRemoveDone = () => {
    const { list, removed } = removeDone(readTodos());
    save(list);
    setShown({ tone: 'success', text: MESSAGES.removed(removed) });
  };

  return (
    <section>
      <p>Open this page in a second tab of the same browser: every tab shows the same list.</p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <span className="badge text-bg-primary fs-6 fw-normal">Open tabs: {tabs}</span>
        <span className="badge text-bg-secondary fs-6 fw-normal">Sync: {means}</span>
      </div>
      <form noValidate onSubmit={onAdd} className="row g-2 align-items-end mb-4">
        <div className="col-sm">
          <TextField
            id="new-todo"
            label="New to-do"
            fieldClassName=""
            autoComplete="off"
            maxLength={MAX_TEXT_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="col-sm-auto">
          <button type="submit" className="btn btn-primary">
            Add
          </button>
        </div>
      </form>
      <h2 id="shared-todos" className="h5">
        Shared to-dos
      </h2>
      {todos.length === 0 ? (
        <p className="text-body-secondary">No to-dos yet.</p>
      ) : (
        <ul aria-labelledby="shared-todos" className="list-unstyled mb-3">
          {todos.map((todo, index) => (
            <li key={todo.text} className="text-break">
              <CheckField
                id={`todo-${index}`}
                type="checkbox"
                label={todo.text}
                checked={todo.done}
                onChange={(event) => onTick(todo, event.target.checked)}
              />
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn btn-outline-danger" onClick={onRemoveDone}>
        Remove done
      </button>
      <StatusLine tone={shown?.tone}>{shown?.text}</StatusLine>
    </section>
  );
}
