/** The stand-in video player the stories load instead of a provider's (stories/assets/video/player.html). */
import { expect, waitFor } from 'storybook/test';

/** The player frame a video slide loaded for `title`, once its page shows `status` (Ready, Playing or Paused). */
export async function standInPlayer(canvasElement: HTMLElement, title: string, status = 'Playing'): Promise<HTMLIFrameElement> {
  let frame: HTMLIFrameElement | null = null;
  await waitFor(
    () => {
      frame = canvasElement.querySelector<HTMLIFrameElement>(`iframe[title="Video: ${title}"]`);
      expect(frame?.contentDocument?.getElementById('status')?.textContent).toBe(status);
    },
    { timeout: 5000 },
  );
  return frame!;
}
