/**
 * APG tooltip pattern: keyboard focus on the trigger shows a role="tooltip" that the
 * trigger references with aria-describedby; Escape hides it while focus stays on the
 * trigger; moving focus away hides it.
 */
import { byIdRef, check, describeElement, eventually, isShown, press, type ContractTiming } from './contractSupport';

const P = 'tooltip';

export async function expectTooltipContract(trigger: HTMLElement, { timeout }: ContractTiming = {}) {
  const doc = trigger.ownerDocument;
  const tooltip = () => byIdRef(trigger, 'aria-describedby').find((el) => el.getAttribute('role') === 'tooltip') ?? null;
  trigger.blur();
  trigger.focus();
  await eventually(
    P,
    () => !!tooltip() && isShown(tooltip()!),
    `focusing ${describeElement(trigger)} must show a role="tooltip" it names in aria-describedby`,
    timeout,
  );
  await press('{Escape}');
  await eventually(P, () => !tooltip() || !isShown(tooltip()!), 'Escape must hide the tooltip', timeout);
  check(P, doc.activeElement === trigger, `Escape must leave focus on the trigger, it is on ${describeElement(doc.activeElement)}`);
  trigger.blur();
  trigger.focus();
  await eventually(P, () => !!tooltip() && isShown(tooltip()!), 'focusing the trigger again must show the tooltip again', timeout);
  trigger.blur();
  await eventually(P, () => !tooltip() || !isShown(tooltip()!), 'moving focus away must hide the tooltip', timeout);
}
