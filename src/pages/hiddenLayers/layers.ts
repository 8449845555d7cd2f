import type { StatusTone } from '../../lib/StatusLine';

export interface LayerStatus {
  message: string;
  tone: StatusTone;
}

/** What a click on the green button means: the first one covers it; any later one is a cheat. */
export function greenClicked(covered: boolean): LayerStatus {
  return covered
    ? {
        message: 'The green button was clicked again, which a user cannot do now!',
        tone: 'warning',
      }
    : { message: 'Green button clicked. A blue button now covers it.', tone: 'info' };
}

export const BLUE_CLICKED: LayerStatus = { message: 'Blue button clicked.', tone: 'success' };
