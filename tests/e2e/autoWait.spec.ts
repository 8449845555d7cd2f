import type { Locator, Page } from '@playwright/test';
import { gotoWithTimeStopped } from './clock';
import { expect, MARKUP_INPUT, seriousAxeViolations, test } from './fixtures';

const STATE_MS = 3000;
const TYPES = ['Button', 'Input', 'Textarea', 'Select', 'Label'] as const;
type TargetType = (typeof TYPES)[number];

const STATES = {
  hidden: 'Hide for 3 s',
  disabled: 'Disable for 3 s',
  'read-only': 'Make read-only for 3 s',
  covered: 'Cover for 3 s',
  'zero-size': 'Shrink to zero for 3 s',
} as const;
type State = keyof typeof STATES;

/** The states each type offers (the others' buttons are disabled). */
const OFFERED: Record<TargetType, State[]> = {
  Button: ['hidden', 'disabled', 'covered', 'zero-size'],
  Input: ['hidden', 'disabled', 'read-only', 'covered', 'zero-size'],
  Textarea: ['hidden', 'disabled', 'read-only', 'covered', 'zero-size'],
  Select: ['hidden', 'disabled', 'covered', 'zero-size'],
  Label: ['hidden', 'covered', 'zero-size'],
};

function target(page: Page, type: TargetType): Locator {
  if (type === 'Button') return page.getByRole('button', { name: 'Target button' });
  if (type === 'Input' || type === 'Textarea') return page.getByLabel('Target text');
  if (type === 'Select') return page.getByLabel('Target select');
  return page.getByText('A plain label');
}

/** What a tester does to the target, and the status it gives. */
function action(type: TargetType, n: number): [(t: Locator) => Promise<unknown>, string] {
  if (type === 'Input' || type === 'Textarea')
    return [(t) => t.fill(`${type} ${n}`), `Typed: ${type} ${n}`];
  if (type === 'Select') {
    const item = `Item ${(n % 3) + 1}`;
    return [(t) => t.selectOption(item), `Chosen: ${item}`];
  }
  return [(t) => t.click(), 'The target was clicked.'];
}

async function chooseType(page: Page, type: TargetType) {
  await page.getByLabel('Element type').selectOption(type);
  await expect(page.getByRole('status')).toHaveText('Ready.');
  await expect(target(page, type)).toHaveId('target');
}

/** The element a click at the target's centre reaches, as "target" or its background colour. */
function elementOnTop(page: Page) {
  return page.evaluate(() => {
    const box = document.getElementById('target')!.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)!;
    return top.id === 'target' ? 'target' : getComputedStyle(top).backgroundColor;
  });
}

/** The target is in `state`, so the tester's action cannot happen yet. */
async function expectState(page: Page, t: Locator, state: State) {
  if (state === 'hidden') await expect(t).toBeHidden();
  if (state === 'disabled') await expect(t).toBeDisabled();
  if (state === 'read-only') {
    await expect(t).toBeEnabled();
    await expect(t).not.toBeEditable();
  }
  if (state === 'covered') {
    await expect(t).toBeVisible();
    // A half-transparent red block receives the click.
    expect(await elementOnTop(page)).toBe('rgba(220, 53, 69, 0.5)');
  }
  if (state === 'zero-size') {
    await expect(t).toBeHidden();
    const box = await t.boundingBox();
    expect([box?.width, box?.height]).toEqual([0, 0]);
  }
}

/** The target is back to normal. */
async function expectRestored(page: Page, t: Locator) {
  await expect(t).toBeVisible();
  await expect(t).toBeEnabled();
  expect(await elementOnTop(page)).toBe('target');
}

test.describe('with the clock held', () => {
  test.beforeEach(async ({ page }) => {
    await gotoWithTimeStopped(page, '/autoWait');
  });

  test('shows the type select, the five state buttons, a button target and "Ready."', async ({
    page,
    consoleErrors,
  }) => {
    const type = page.getByLabel('Element type');
    await expect(type).toHaveValue('Button');
    await expect(type.getByRole('option')).toHaveText([...TYPES]);
    for (const name of Object.values(STATES))
      await expect(page.getByRole('button', { name })).toBeVisible();
    await expect(target(page, 'Button')).toHaveId('target');
    await expect(page.getByRole('status')).toHaveText('Ready.');
    expect(consoleErrors).toEqual([]);
  });

  test('offers read-only only for Input and Textarea, and disabled for all but Label', async ({
    page,
  }) => {
    for (const type of TYPES) {
      await chooseType(page, type);
      for (const [state, name] of Object.entries(STATES) as [State, string][]) {
        const button = page.getByRole('button', { name });
        if (OFFERED[type].includes(state)) await expect(button).toBeEnabled();
        else await expect(button).toBeDisabled();
      }
    }
  });

  test('each target shows what the tester did', async ({ page }) => {
    await target(page, 'Button').click();
    await expect(page.getByRole('status')).toHaveText('The target was clicked.');
    for (const type of ['Input', 'Textarea'] as const) {
      await chooseType(page, type);
      await target(page, type).fill(MARKUP_INPUT);
      await expect(page.getByRole('status')).toHaveText(`Typed: ${MARKUP_INPUT}`);
    }
    await chooseType(page, 'Select');
    await expect(target(page, 'Select').getByRole('option')).toHaveText([
      'Item 1',
      'Item 2',
      'Item 3',
    ]);
    await target(page, 'Select').selectOption('Item 3');
    await expect(page.getByRole('status')).toHaveText('Chosen: Item 3');
    await chooseType(page, 'Label');
    await target(page, 'Label').click();
    await expect(page.getByRole('status')).toHaveText('The target was clicked.');
  });

  for (const type of TYPES) {
    test(`${type}: every state holds exactly 3 s and the action lands after the restore`, async ({
      page,
    }) => {
      const status = page.getByRole('status');
      await chooseType(page, type);
      const t = target(page, type);
      for (const [n, state] of OFFERED[type].entries()) {
        await page.getByRole('button', { name: STATES[state] }).click();
        await expect(status).toHaveText(`Target is ${state} for 3 s.`);
        await expectState(page, t, state);
        const [act, outcome] = action(type, n);
        // fill() and selectOption() do not check what is on top; a trial click does.
        const acting =
          state === 'covered' && type !== 'Button' && type !== 'Label'
            ? t.click({ trial: true }).then(() => act(t))
            : act(t);
        await page.clock.runFor(STATE_MS - 1);
        await expect(status).toHaveText(`Target is ${state} for 3 s.`);
        await expectState(page, t, state);
        await page.clock.runFor(1);
        await acting;
        await expect(status).toHaveText(outcome);
        await expectRestored(page, t);
      }
    });
  }

  test('the status reads "Target restored." when nothing acted', async ({ page }) => {
    await page.getByRole('button', { name: 'Hide for 3 s' }).click();
    await page.clock.runFor(STATE_MS - 1);
    await expect(page.getByRole('status')).toHaveText('Target is hidden for 3 s.');
    await page.clock.runFor(1);
    await expect(page.getByRole('status')).toHaveText('Target restored.');
    await expectRestored(page, target(page, 'Button'));
  });

  test('a new state undoes the first and holds for a fresh 3 s', async ({ page }) => {
    const status = page.getByRole('status');
    const t = target(page, 'Button');
    await page.getByRole('button', { name: 'Disable for 3 s' }).click();
    await page.clock.runFor(2000);
    await page.getByRole('button', { name: 'Cover for 3 s' }).click();
    await expect(status).toHaveText('Target is covered for 3 s.');
    await expect(t).toBeEnabled();
    await expectState(page, t, 'covered');
    await page.clock.runFor(STATE_MS - 1);
    await expect(status).toHaveText('Target is covered for 3 s.');
    await expectState(page, t, 'covered');
    await page.clock.runFor(1);
    await expect(status).toHaveText('Target restored.');
    await expectRestored(page, t);
  });

  test('changing the type replaces the target, undoes the state and resets the status', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Disable for 3 s' }).click();
    await chooseType(page, 'Input');
    await expect(target(page, 'Button')).toHaveCount(0);
    await expect(target(page, 'Input')).toBeEditable();
    await page.getByRole('button', { name: 'Make read-only for 3 s' }).click();
    await chooseType(page, 'Select');
    await expect(target(page, 'Select')).toBeEnabled();
    // The first state's timer is gone: nothing changes when its 3 s pass.
    await page.clock.runFor(STATE_MS);
    await expect(page.getByRole('status')).toHaveText('Ready.');
  });

  test('one 3 s timer per state, cleared by a new state and by leaving the page', async ({
    page,
    consoleErrors,
  }) => {
    await expect(target(page, 'Button')).toBeVisible();
    // Counts the page's pending 3 s timers (only the states use that delay).
    await page.evaluate(() => {
      const pending = new Set<number>();
      const { setTimeout: set, clearTimeout: clear } = window;
      Object.assign(window, {
        pending3s: pending,
        setTimeout: (run: () => void, ms?: number) => {
          const id = set(() => {
            pending.delete(id);
            run();
          }, ms);
          if (ms === 3000) pending.add(id);
          return id;
        },
        clearTimeout: (id?: number) => {
          if (id !== undefined) pending.delete(id);
          clear(id);
        },
      });
    });
    const pending = () =>
      page.evaluate(() => (window as unknown as { pending3s: Set<number> }).pending3s.size);
    await page.getByRole('button', { name: 'Disable for 3 s' }).click();
    expect(await pending()).toBe(1);
    await page.getByRole('button', { name: 'Hide for 3 s' }).click();
    await page.getByRole('button', { name: 'Hide for 3 s' }).click();
    await expect(page.getByRole('status')).toHaveText('Target is hidden for 3 s.');
    expect(await pending()).toBe(1);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await pending()).toBe(0);
    await page.clock.runFor(STATE_MS);
    expect(consoleErrors).toEqual([]);
  });

  test('every target type and the cover pass axe', async ({ page }) => {
    test.slow(); // six axe runs
    // axe runs on timers of its own, which a stopped clock would hold forever.
    await page.clock.resume();
    for (const type of ['Input', 'Textarea', 'Select', 'Label', 'Button'] as const) {
      await chooseType(page, type);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await page.getByRole('button', { name: 'Cover for 3 s' }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test('in real time, a click and a fill wait out the 3 s by themselves', async ({ page }) => {
  const status = page.getByRole('status');
  await page.goto('/autoWait');
  const button = target(page, 'Button');
  await expect(button).toBeVisible();

  let start = Date.now();
  await page.getByRole('button', { name: 'Disable for 3 s' }).click();
  await expect(status).toHaveText('Target is disabled for 3 s.');
  await button.click();
  expect(Date.now() - start).toBeGreaterThanOrEqual(STATE_MS - 100);
  await expect(status).toHaveText('The target was clicked.');

  await chooseType(page, 'Input');
  start = Date.now();
  await page.getByRole('button', { name: 'Make read-only for 3 s' }).click();
  await expect(status).toHaveText('Target is read-only for 3 s.');
  await target(page, 'Input').fill('Hello');
  expect(Date.now() - start).toBeGreaterThanOrEqual(STATE_MS - 100);
  await expect(status).toHaveText('Typed: Hello');
});
