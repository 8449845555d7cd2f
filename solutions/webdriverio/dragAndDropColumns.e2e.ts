// Drag and Drop Columns: native HTML5 drag and drop, with the tool's drag command or scripted events.
import { $, browser, expect } from '@wdio/globals';

describe('Drag and Drop Columns', () => {
  it('dragAndDrop swaps the two boxes', async () => {
    await browser.url('/dragAndDropColumns');
    // dragAndDrop does not wait for its elements: wait for the page to render them first.
    await expect($('#column-a')).toHaveText('A');
    await $('#column-a').dragAndDrop(await $('#column-b'));
    // The boxes keep their ids; their headers swap.
    await expect($('#column-a')).toHaveText('B');
    await expect($('[role=status]')).toHaveText('Order: B, A');
  });

  it('dispatching the drag events from a script swaps them too', async () => {
    await browser.url('/dragAndDropColumns');
    await expect($('#column-a')).toHaveText('A');
    // The events a real drag fires, sharing one DataTransfer; elements are passed in as arguments.
    await browser.execute(
      (source, target) => {
        const dataTransfer = new DataTransfer();
        const fire = (element: HTMLElement, type: string) =>
          element.dispatchEvent(
            new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }),
          );
        fire(source, 'dragstart');
        fire(target, 'dragenter');
        fire(target, 'dragover');
        fire(target, 'drop');
        fire(source, 'dragend');
      },
      await $('#column-a'),
      await $('#column-b'),
    );
    await expect($('#column-a')).toHaveText('B');
    await expect($('[role=status]')).toHaveText('Order: B, A');
  });
});
