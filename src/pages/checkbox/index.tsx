import { CheckField } from '../../lib/Field';

interface Group {
  legend: string;
  options: readonly string[];
}

const GROUPS: readonly Group[] = [
  { legend: 'Select Your Preferences', options: ['First', 'Second'] },
  { legend: 'Choose Your Numbers', options: ['1', '2'] },
];

/** Two groups of checkboxes, unchecked at first. */
export default function CheckboxPage() {
  return (
    <form className="row g-4" onSubmit={(event) => event.preventDefault()}>
      {GROUPS.map((group, g) => (
        <fieldset key={group.legend} className="col-md-6">
          <legend className="h5">{group.legend}</legend>
          {group.options.map((option) => (
            <CheckField
              key={option}
              id={`checkbox-${g}-${option}`}
              label={option}
              type="checkbox"
              value={option}
            />
          ))}
        </fieldset>
      ))}
    </form>
  );
}
