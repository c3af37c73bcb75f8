/**
 * For tests of the mount chunks: loads a scanned job's chunk through the real registry,
 * mounts it with reduced motion and fake page services, lets its effects run, and returns
 * the unmount. Also the entity-encoded block JSON the markup carries.
 */
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { mountRegistry } from '../registry';
import type { MountContext, MountJob } from '../mountTypes';
import { fakeMountServices } from './fakeServices.fixture';

export const testMountContext: MountContext = { noMotion: true, mobileApp: false, services: fakeMountServices() };

/** The value as a `data-block-json` attribute holds it. */
export const blockJson = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));

/** Lets a mounted view's effects and timers of up to 30 ms run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

export async function mountJob(job: MountJob | undefined): Promise<() => void> {
  if (!job) throw new Error('no job');
  const loader = mountRegistry[job.kind] as () => Promise<{ mount: (e: HTMLElement, p: unknown, c: MountContext) => () => void }>;
  const { mount } = await loader();
  const unmount = mount(job.element, job.props, testMountContext);
  await settle();
  return unmount;
}
