import { useState, type ChangeEvent } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import SplitButton from 'react-bootstrap/SplitButton';
import {
  describeSelection,
  MULTIPLE_LIST,
  SIMPLE_DROPDOWN,
  SIMPLE_SELECT,
  SINGLE_LIST,
  SPLIT_DROPDOWN,
  SPLIT_MAIN,
} from './options';

const selectedValues = (event: ChangeEvent<HTMLSelectElement>) =>
  Array.from(event.target.selectedOptions, (option) => option.value);

/** Five kinds of dropdowns and selects, each mirrored in the side list on every change. */
export default function DropdownsPage() {
  const [simpleDropdown, setSimpleDropdown] = useState<string | null>(null);
  const [splitDropdown, setSplitDropdown] = useState<string | null>(null);
  const [simpleSelect, setSimpleSelect] = useState('');
  const [singleList, setSingleList] = useState('');
  const [multipleList, setMultipleList] = useState<string[]>([]);

  const mirror = [
    ['Simple dropdown', simpleDropdown],
    ['Split dropdown', splitDropdown],
    ['Simple select', simpleSelect],
    ['Single-list select', singleList],
    ['Multiple-list select', multipleList],
  ] as const;

  return (
    <div className="row g-4">
      <div className="col-md-8 d-flex flex-column gap-4">
        <section>
          <h2 className="h5">Simple dropdown</h2>
          <Dropdown onSelect={setSimpleDropdown}>
            <Dropdown.Toggle variant="primary">Dropdown button</Dropdown.Toggle>
            <Dropdown.Menu>
              {SIMPLE_DROPDOWN.map((item) => (
                <Dropdown.Item key={item} as="button" eventKey={item}>
                  {item}
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          </Dropdown>
        </section>
        <section>
          <h2 className="h5">Split dropdown</h2>
          <SplitButton
            id="split-dropdown"
            title={SPLIT_MAIN}
            variant="secondary"
            toggleLabel="More options"
            onClick={() => setSplitDropdown(SPLIT_MAIN)}
            onSelect={setSplitDropdown}
          >
            {SPLIT_DROPDOWN.map((item) => (
              <Dropdown.Item key={item} as="button" eventKey={item}>
                {item}
              </Dropdown.Item>
            ))}
          </SplitButton>
        </section>
        <section>
          <label htmlFor="simple-select" className="h5 form-label d-block">
            Simple select
          </label>
          <select
            id="simple-select"
            className="form-select w-auto"
            value={simpleSelect}
            onChange={(event) => setSimpleSelect(event.target.value)}
          >
            <option value="">Choose a color</option>
            {SIMPLE_SELECT.map((item) => (
              <option key={item}>{item}</option>
            ))}
          </select>
        </section>
        <section>
          <label htmlFor="single-list" className="h5 form-label d-block">
            Single-list select
          </label>
          <select
            id="single-list"
            className="form-select w-auto"
            size={SINGLE_LIST.length}
            value={singleList}
            onChange={(event) => setSingleList(event.target.value)}
          >
            {SINGLE_LIST.map((item) => (
              <option key={item}>{item}</option>
            ))}
          </select>
        </section>
        <section>
          <label htmlFor="multiple-list" className="h5 form-label d-block">
            Multiple-list select
          </label>
          <select
            id="multiple-list"
            className="form-select w-auto"
            multiple
            size={MULTIPLE_LIST.length}
            value={multipleList}
            onChange={(event) => setMultipleList(selectedValues(event))}
          >
            {MULTIPLE_LIST.map((item) => (
              <option key={item}>{item}</option>
            ))}
          </select>
          <div className="form-text">Hold Ctrl (Cmd on a Mac) or Shift to select several.</div>
        </section>
      </div>
      <aside className="col-md-4">
        <div className="card">
          <div className="card-body">
            <h2 className="h5 card-title" id="selection-heading">
              Current selection
            </h2>
            <ul className="list-unstyled mb-0" aria-labelledby="selection-heading">
              {mirror.map(([name, selection]) => (
                <li key={name}>
                  {name}: <strong>{describeSelection(selection)}</strong>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </aside>
    </div>
  );
}
