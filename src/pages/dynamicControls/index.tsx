import { CHECKBOX_TEXTS, FIELD_TEXTS } from './controls';
import { ToggleSection } from './ToggleSection';

/**
 * Two sections whose buttons take 3 s to act: one removes and adds a checkbox (out of the DOM),
 * the other enables and disables a text field.
 */
export default function DynamicControlsPage() {
  return (
    <>
      <ToggleSection heading="Remove or add" texts={CHECKBOX_TEXTS} initiallyOn>
        {(present) =>
          present && (
            <div className="form-check mb-0">
              <input className="form-check-input" type="checkbox" id="subscribe" />
              <label className="form-check-label" htmlFor="subscribe">
                Subscribe
              </label>
            </div>
          )
        }
      </ToggleSection>
      <ToggleSection heading="Enable or disable" texts={FIELD_TEXTS} initiallyOn={false}>
        {(enabled) => (
          <div className="d-flex align-items-center gap-2">
            <label className="form-label mb-0 text-nowrap" htmlFor="textField">
              Text field
            </label>
            <input className="form-control" type="text" id="textField" disabled={!enabled} />
          </div>
        )}
      </ToggleSection>
    </>
  );
}
