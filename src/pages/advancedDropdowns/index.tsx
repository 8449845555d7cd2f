import { Combobox } from './Combobox';
import { DROPDOWNS } from './dropdowns';
import './advancedDropdowns.scss';

/** Eight dropdowns built in different ways, two a row (one below 768 px). */
export default function AdvancedDropdownsPage() {
  return (
    <>
      <p>Drive dropdowns built in several different ways.</p>
      <div className="row row-cols-1 row-cols-md-2 g-4 adv-dropdowns">
        {DROPDOWNS.map((spec) => (
          <div key={spec.look} className="col">
            <Combobox spec={spec} />
          </div>
        ))}
      </div>
    </>
  );
}
