import { useState } from 'react';
import { SLIDER, valueText } from './sliderValue';

/** A range input whose value is read out beside it on every step, by mouse or keyboard. */
export default function HorizontalSliderPage() {
  const [value, setValue] = useState(String(SLIDER.initial));
  return (
    <section>
      <label htmlFor="slider" className="form-label">
        Slider
      </label>
      <div className="d-flex align-items-center gap-3" style={{ maxWidth: '32rem' }}>
        <input
          id="slider"
          type="range"
          className="form-range"
          min={SLIDER.min}
          max={SLIDER.max}
          step={SLIDER.step}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <output htmlFor="slider" className="fs-5 text-nowrap">
          {valueText(value)}
        </output>
      </div>
    </section>
  );
}
